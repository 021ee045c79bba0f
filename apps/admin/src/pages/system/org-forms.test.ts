import { validatorsMessages } from '@pmc/validators';
import { describe, expect, it } from 'vitest';
import { departmentBodyOf, departmentFormSchema, newDepartmentValues } from './department/department-form.ts';
import { newOrganizeValues, organizeBodyOf, organizeFormSchema } from './organize/organize-form.ts';
import { newPositionValues, positionFormSchema } from './position/position-form.ts';

// zh as the app renders it: the descriptor's message with its placeholders filled.
const t = (d: { message?: string; id: string }, values?: Record<string, unknown>) =>
  (d.message ?? d.id).replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? ''));

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('organisation, department and position forms', () => {
  it('refuse a code against the code rule with its message', () => {
    const values = { ...newOrganizeValues(), fullName: '华南分中心', enCode: '.south.' };
    expect(messages(organizeFormSchema(t).safeParse(values))).toEqual({
      enCode: validatorsMessages.code.message,
    });
  });

  it('ask for the required fields by name', () => {
    expect(messages(positionFormSchema(t).safeParse(newPositionValues()))).toEqual({
      organizeId: '请选择所属组织',
      fullName: '请输入名称',
      enCode: '请输入编码',
      type: '请选择岗位类型',
    });
    expect(messages(departmentFormSchema(t).safeParse(newDepartmentValues()))).toMatchObject({
      parentId: '请选择所属组织',
    });
  });

  it('send short name and nature inside propertyJson, empty texts as null', () => {
    const values = { ...newOrganizeValues('p1'), fullName: '华南部', enCode: 'south', shortName: '华南' };
    expect(organizeBodyOf(organizeFormSchema(t).parse(values))).toEqual({
      parentId: 'p1',
      category: 'department',
      fullName: '华南部',
      enCode: 'south',
      propertyJson: { shortName: '华南', enterpriseNature: null },
      sortCode: 0,
      enabledMark: 1,
      description: null,
    });
    const dept = departmentBodyOf({ ...newDepartmentValues('p1'), fullName: 'A', enCode: 'a' });
    expect(dept).toMatchObject({ managerId: null, description: null });
  });

  it('send only the changed fields of an edit, short name and nature together', () => {
    const base = { ...newOrganizeValues(), fullName: '华东', enCode: 'east', enterpriseNature: '06' };
    expect(organizeBodyOf({ shortName: '东', lastModifyTime: 5 }, base)).toEqual({
      lastModifyTime: 5,
      propertyJson: { shortName: '东', enterpriseNature: '06' },
    });
    expect(organizeBodyOf({ fullName: '华东二' }, base)).toEqual({ fullName: '华东二' });
    expect(departmentBodyOf({ description: '' })).toEqual({ description: null });
  });

  it('read a typed sort code as a number', () => {
    const values = { ...newPositionValues('o1'), fullName: 'A', enCode: 'a', type: 'other', sortCode: '7' };
    expect(positionFormSchema(t).parse(values).sortCode).toBe(7);
  });
});
