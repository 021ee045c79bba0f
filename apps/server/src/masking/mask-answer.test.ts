import { describe, expect, it } from 'vitest';
import { maskAnswer } from './mask-answer.ts';

describe('maskAnswer', () => {
  it('masks personal fields at any depth and keeps the rest', () => {
    const page = {
      list: [{ id: '1', account: 'zhang', mobile: '13800000000', email: 'zhang@example.com', idCard: null }],
      pagination: { total: 1 },
    };
    expect(maskAnswer(page)).toEqual({
      list: [{ id: '1', account: 'zhang', mobile: '138****0000', email: 'z***@example.com', idCard: null }],
      pagination: { total: 1 },
    });
    expect(page.list[0]?.mobile).toBe('13800000000');
  });

  it("keeps a history entry's field labels, which name fields rather than hold them", () => {
    expect(maskAnswer({ labels: { mobile: 'Mobile' }, changes: [] })).toEqual({
      labels: { mobile: 'Mobile' },
      changes: [],
    });
  });

  it("masks a history change's before and after when its field is personal", () => {
    const changes = [
      { field: 'idCard', before: '110101199003071234', after: null },
      { field: 'realName', before: '张三', after: '李四' },
    ];
    expect(maskAnswer(changes)).toEqual([
      { field: 'idCard', before: '110101********1234', after: null },
      { field: 'realName', before: '张三', after: '李四' },
    ]);
  });
});
