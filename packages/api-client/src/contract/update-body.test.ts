import { describe, expect, it } from 'vitest';
import { roleInputSchema } from './role.ts';
import { stateBodySchema, updateBodyOf } from './update-body.ts';
import { userInputSchema, userUpdateSchema } from './user.ts';

describe('updateBodyOf', () => {
  it('keeps out what the body leaves out: no defaults are filled in', () => {
    expect(updateBodyOf(roleInputSchema).parse({ fullName: '审计员' })).toEqual({ fullName: '审计员' });
    expect(userUpdateSchema.parse({ realName: '张三' })).toEqual({ realName: '张三' });
    // The create body still fills its defaults.
    expect(roleInputSchema.parse({ fullName: '审计员', enCode: 'auditor' })).toMatchObject({
      enabledMark: 1,
      type: 'user',
    });
  });

  it('still checks every field that is sent, and carries the version read', () => {
    expect(userUpdateSchema.safeParse({ mobile: '123' }).success).toBe(false);
    expect(userUpdateSchema.parse({ roleIds: [], lastModifyTime: 1700000000000 })).toEqual({
      roleIds: [],
      lastModifyTime: 1700000000000,
    });
    expect(userUpdateSchema.parse({ description: null })).toEqual({ description: null });
    expect('password' in userUpdateSchema.shape).toBe(false);
  });
});

describe('rules from @pmc/validators', () => {
  it('refuses a code with an underscore or an edge dot, as the code rule does', () => {
    const role = (enCode: string) => roleInputSchema.safeParse({ fullName: '角色', enCode }).success;
    expect(role('sys.user.v2')).toBe(true);
    expect(role('has_underscore')).toBe(false);
    expect(role('.lead')).toBe(false);
  });

  it('checks account, mobile, e-mail and national ID with the messages of their rules; blank optional fields pass', () => {
    const base = { account: 'zhangsan', realName: '张三', organizeId: '1' };
    expect(userInputSchema.safeParse({ ...base, mobile: '', email: '', idCard: '' }).success).toBe(true);
    const failure = (extra: Record<string, string>) =>
      userInputSchema.safeParse({ ...base, ...extra }).error?.issues[0]?.message;
    expect(failure({ account: 'zhang san' })).toBe('只能输入数字英文');
    expect(failure({ mobile: '12345678901' })).toBe('请正确输入您的手机号');
    expect(failure({ email: 'a@b' })).toBe('请正确输入您的邮箱地址');
    expect(failure({ idCard: '110105194912310021' })).toBe('请正确输入您的身份证号码');
    expect(userInputSchema.parse({ ...base, idCard: '11010519491231002X' }).idCard).toBe(
      '11010519491231002X',
    );
  });
});

describe('stateBodySchema', () => {
  it('takes the desired state, or nothing (toggle)', () => {
    expect(stateBodySchema.parse({ enabledMark: 0 })).toEqual({ enabledMark: 0 });
    expect(stateBodySchema.parse({})).toEqual({});
    expect(stateBodySchema.safeParse({ enabledMark: 2 }).success).toBe(false);
  });
});
