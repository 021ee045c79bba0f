import { describe, expect, it } from 'vitest';
import { changedValues, pickValues } from './changed-values.ts';
import { serverFieldErrors } from './server-field-errors.ts';

describe('changedValues', () => {
  const record = { realName: '李四', mobile: null, roleIds: ['r1'], lastModifyTime: 1700 };

  it('sends only the changed fields, with the carried version', () => {
    expect(
      changedValues(
        { realName: '李四', mobile: '13800138000', roleIds: ['r1'] },
        record,
        ['realName', 'mobile', 'roleIds'],
        ['lastModifyTime'],
      ),
    ).toEqual({ mobile: '13800138000', lastModifyTime: 1700 });
  });

  it('treats empty text and null alike and compares arrays by content', () => {
    expect(
      changedValues({ realName: '李四', mobile: '', roleIds: ['r1'] }, record, [
        'realName',
        'mobile',
        'roleIds',
      ]),
    ).toEqual({});
    expect(changedValues({ roleIds: ['r1', 'r2'] }, record, ['roleIds'])).toEqual({ roleIds: ['r1', 'r2'] });
  });

  it('leaves out fields it was not given (hidden by form permissions)', () => {
    expect(pickValues({ account: 'a', mobile: '1', secret: 'x' }, ['account', 'mobile'])).toEqual({
      account: 'a',
      mobile: '1',
    });
  });
});

describe('serverFieldErrors', () => {
  it('reads the 400 field list from data.fields or fields, with string or array paths', () => {
    expect(
      serverFieldErrors({
        data: {
          fields: [
            { path: 'mobile', message: '请正确输入您的手机号' },
            { path: ['roleIds', 0], message: 'x' },
          ],
        },
      }),
    ).toEqual([
      { path: 'mobile', message: '请正确输入您的手机号' },
      { path: 'roleIds.0', message: 'x' },
    ]);
    expect(serverFieldErrors({ fields: [{ path: 'email', message: 'bad' }, { nope: 1 }] })).toEqual([
      { path: 'email', message: 'bad' },
    ]);
    expect(serverFieldErrors(new Error('network'))).toEqual([]);
  });
});
