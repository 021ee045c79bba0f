import { createI18n, setActiveRuntime } from '@pmc/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { kitCatalog } from './catalog.ts';
import type { KitHistoryEntry } from './history-entry.ts';
import { HistoryTimeline } from './history-timeline.tsx';

// Roles given and taken in one change, and a list field stored whole (before and after).
const entries: KitHistoryEntry[] = [
  {
    id: 'h1',
    action: 'update',
    event: null,
    account: 'admin',
    ip: null,
    time: Date.UTC(2026, 0, 2, 3, 4),
    changes: [
      {
        field: 'roleIds',
        before: ['r1'],
        after: ['r2', 'r3', 'r4'],
        added: ['r2', 'r3', 'r4'],
        removed: ['r1'],
      },
      { field: 'positionIds', before: ['p1', 'p2'], after: ['p1', 'p2', 'p3'] },
    ],
    names: { r1: '员工', r2: '审计员', r3: '会计', r4: '出纳', p1: '书记', p2: '委员', p3: '组织员' },
  },
];

describe('HistoryTimeline', () => {
  afterEach(() => {
    cleanup();
    setActiveRuntime(undefined);
  });

  it('lists the names of a list field as the language lists them', () => {
    render(<HistoryTimeline entries={entries} />);
    expect(screen.getByTestId('history-added').textContent).toBe('新增: 审计员、会计和出纳');
    expect(screen.getByTestId('history-removed').textContent).toBe('移除: 员工');
    const positions = screen.getByText('positionIds').closest('li') as HTMLElement;
    expect(positions.textContent).toBe('positionIds: 书记和委员 → 书记、委员和组织员');
  });

  it('lists them in English in the English interface', () => {
    createI18n({ catalogs: [kitCatalog], locale: 'en', storage: null, document: null });
    render(<HistoryTimeline entries={entries} />);
    expect(screen.getByTestId('history-added').textContent).toBe('Added: 审计员, 会计, and 出纳');
    const positions = screen.getByText('positionIds').closest('li') as HTMLElement;
    expect(positions.textContent).toBe('positionIds: 书记 and 委员 → 书记, 委员, and 组织员');
  });
});
