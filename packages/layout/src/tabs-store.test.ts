import { describe, expect, it } from 'vitest';
import { createTabsStore, HOME_TAB } from './tabs-store.ts';

const paths = (store: ReturnType<typeof createTabsStore>) => store.state.visited.map((t) => t.path);

describe('createTabsStore', () => {
  it('starts with the pinned /home tab, cached', () => {
    const tabs = createTabsStore();
    expect(tabs.state.visited).toEqual([HOME_TAB]);
    expect(tabs.state.cached).toEqual(['/home']);
    expect(tabs.isPinned('/home')).toBe(true);
  });

  it('adds each visited page once, updating its title, and caches unless noCache', () => {
    const tabs = createTabsStore();
    tabs.open({ path: '/a', title: 'A' });
    tabs.open({ path: '/b', title: 'B', noCache: true });
    tabs.open({ path: '/a', title: 'A2' });
    expect(paths(tabs)).toEqual(['/home', '/a', '/b']);
    expect(tabs.state.visited[1]?.title).toBe('A2');
    expect(tabs.state.cached).toEqual(['/home', '/a']);
  });

  it('never closes a pinned tab', () => {
    const tabs = createTabsStore();
    expect(tabs.close('/home', '/home')).toBeUndefined();
    expect(paths(tabs)).toEqual(['/home']);
  });

  it('closing the active tab returns its right neighbour, else its left one', () => {
    const tabs = createTabsStore();
    for (const p of ['/a', '/b', '/c']) tabs.open({ path: p, title: p });
    expect(tabs.close('/b', '/b')).toBe('/c');
    expect(tabs.close('/c', '/c')).toBe('/a');
    expect(tabs.close('/a', '/home')).toBeUndefined();
    expect(paths(tabs)).toEqual(['/home']);
    expect(tabs.state.cached).toEqual(['/home']);
  });

  it('close others keeps pinned and the chosen tab; close all keeps only pinned', () => {
    const tabs = createTabsStore();
    for (const p of ['/a', '/b', '/c']) tabs.open({ path: p, title: p });
    tabs.closeOthers('/b');
    expect(paths(tabs)).toEqual(['/home', '/b']);
    expect(tabs.state.cached).toEqual(['/home', '/b']);
    expect(tabs.closeAll()).toBe('/home');
    expect(paths(tabs)).toEqual(['/home']);
  });

  it('supports other pinned tabs', () => {
    const tabs = createTabsStore({ pinned: [{ path: '/dash', title: 'Dash' }] });
    tabs.open({ path: '/x', title: 'x' });
    expect(tabs.closeAll()).toBe('/dash');
    expect(tabs.state.visited[0]?.affix).toBe(true);
  });

  it('refresh bumps the key of a page', () => {
    const tabs = createTabsStore();
    tabs.open({ path: '/a', title: 'A' });
    tabs.refresh('/a');
    tabs.refresh('/a');
    expect(tabs.state.refreshKeys['/a']).toBe(2);
    tabs.close('/a');
    expect(tabs.state.refreshKeys['/a']).toBeUndefined();
  });
});
