import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage.ts';
import { createVisitHistory, visitHistoryKey } from './visit-history.ts';

describe('visit history', () => {
  it('keeps the newest visit first, each page once, up to the limit', () => {
    let time = 1;
    const visits = createVisitHistory({ storage: createMemoryStorage(), limit: 3, now: () => time++ });
    visits.setUser('u1');
    for (const path of ['/a', '/b', '/a', '/c', '/d']) visits.record({ path, title: path });
    expect(visits.state.visits.map((v) => v.path)).toEqual(['/d', '/c', '/a']);
    expect(visits.state.visits[0]?.time).toBe(5);
  });

  it('keeps each user’s history apart in storage and reads it back', () => {
    const storage = createMemoryStorage();
    const first = createVisitHistory({ storage });
    first.setUser('u1');
    first.record({
      path: '/system/user',
      fullPath: '/system/user?locked=1',
      title: '用户管理',
      titles: { en: 'Users' },
    });
    first.setUser('u2');
    expect(first.state.visits).toEqual([]);
    first.record({ path: '/system/role', title: '角色管理' });
    expect(storage.getItem(visitHistoryKey('u2'))).toContain('/system/role');

    const again = createVisitHistory({ storage });
    again.setUser('u1');
    expect(again.state.visits).toMatchObject([
      { path: '/system/user', fullPath: '/system/user?locked=1', title: '用户管理', titles: { en: 'Users' } },
    ]);
  });

  it('records nothing for nobody, survives bad stored data, and forgets on clear', () => {
    const storage = createMemoryStorage({ [visitHistoryKey('u1')]: '{not json' });
    const visits = createVisitHistory({ storage });
    visits.record({ path: '/x', title: 'x' });
    expect(visits.state.visits).toEqual([]);
    visits.setUser('u1');
    expect(visits.state.visits).toEqual([]);
    visits.record({ path: '/x', title: 'x' });
    visits.clear();
    expect(visits.state.visits).toEqual([]);
    expect(storage.getItem(visitHistoryKey('u1'))).toBeNull();
  });
});
