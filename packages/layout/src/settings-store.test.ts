import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage.ts';
import { createSettingsStore, DEFAULT_SETTINGS } from './settings-store.ts';

describe('createSettingsStore', () => {
  it('starts from the default settings with an empty storage', () => {
    const store = createSettingsStore({ storage: createMemoryStorage() });
    expect(store.state).toMatchObject({
      layoutType: 'classic',
      theme: 'blue',
      size: 'default',
      tagsView: true,
      useCache: true,
      fixedHeader: false,
      sidebarOpened: true,
      device: 'desktop',
    });
  });

  it('reads stored park_ values and ignores invalid ones', () => {
    const storage = createMemoryStorage({
      park_layoutType: 'blend',
      park_theme: 'green',
      park_size: 'huge',
      park_themeClass: 'dusk',
      park_tagsView: 'false',
      park_sidebarStatus: '0',
    });
    const store = createSettingsStore({ storage });
    expect(store.state.layoutType).toBe('blend');
    expect(store.state.theme).toBe('green');
    expect(store.state.size).toBe('default');
    expect(store.state.themeClass).toBe('light');
    expect(
      createSettingsStore({ storage: createMemoryStorage({ park_themeClass: 'system' }) }).state.themeClass,
    ).toBe('system');
    expect(store.state.tagsView).toBe(false);
    expect(store.state.sidebarOpened).toBe(false);
  });

  it('persists each change under its key, the sidebar as 1/0, and never the device', () => {
    const storage = createMemoryStorage();
    const store = createSettingsStore({ storage });
    store.set('size', 'mini');
    store.set('showSearch', false);
    store.toggleSidebar();
    store.setDevice('mobile');
    store.state.theme = 'red';
    expect(storage.snapshot()).toEqual({
      park_size: 'mini',
      park_showSearch: 'false',
      park_sidebarStatus: '0',
      park_theme: 'red',
    });
    store.setSidebar(true);
    expect(storage.getItem('park_sidebarStatus')).toBe('1');
  });

  it('accepts app defaults and resets to them, clearing storage', () => {
    const storage = createMemoryStorage();
    const store = createSettingsStore({ storage, defaults: { layoutType: 'plain' } });
    expect(store.state.layoutType).toBe('plain');
    store.set('layoutType', 'functional');
    store.reset();
    expect(store.state.layoutType).toBe('plain');
    expect(storage.snapshot()).toEqual({});
  });

  it('works without any storage', () => {
    const store = createSettingsStore({ storage: null });
    store.set('tagsIcon', false);
    expect(store.state.tagsIcon).toBe(false);
    expect(DEFAULT_SETTINGS.tagsIcon).toBe(true);
  });

  it('stops persisting after dispose', () => {
    const storage = createMemoryStorage();
    const store = createSettingsStore({ storage });
    store.dispose();
    store.set('size', 'small');
    expect(storage.getItem('park_size')).toBeNull();
  });
});
