import type { HistoryEntry } from '@pmc/api-client/contract';
import { describe, expect, it } from 'vitest';
import { describeChanges } from '../src/modules/history/describe-changes.ts';

const entry = {
  changes: [
    { field: 'roleIds', added: ['r1', 'r2', 'r3'], removed: ['r4'] },
    { field: 'positionIds', before: ['p1', 'p2'], after: [] },
  ],
  names: { r1: '管理员', r2: '普通员工', r3: '访客', r4: '审计员', p1: '主任', p2: '干事' },
} as unknown as HistoryEntry;

describe('the history export’s change lines', () => {
  it('lists names as the reader’s language lists them', () => {
    const [zhRoles, zhPositions] = describeChanges(entry, 'zh').split('\n');
    expect(zhRoles).toContain('+ 管理员、普通员工和访客 − 审计员');
    expect(zhPositions).toContain('主任和干事 → —');
    expect(describeChanges(entry, 'en')).toContain('+ 管理员, 普通员工, and 访客 − 审计员');
  });
});
