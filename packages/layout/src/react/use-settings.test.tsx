import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../memory-storage.ts';
import { createSettingsStore, type SettingsStore } from '../settings-store.ts';
import { createTabsStore, type TabsStore } from '../tabs-store.ts';
import { useSettings } from './use-settings.ts';
import { useTabs } from './use-tabs.ts';

function SettingsProbe({ store }: { store: SettingsStore }) {
  const s = useSettings(store);
  return <p>{`${s.layoutType}/${s.size}`}</p>;
}

function TabsProbe({ store }: { store: TabsStore }) {
  const { visited } = useTabs(store);
  return <p>{visited.map((t) => t.path).join(',')}</p>;
}

describe('store hooks', () => {
  it('re-render on a settings change', () => {
    const store = createSettingsStore({ storage: createMemoryStorage() });
    render(<SettingsProbe store={store} />);
    expect(screen.getByText('classic/default')).toBeTruthy();
    act(() => store.set('layoutType', 'blend'));
    expect(screen.getByText('blend/default')).toBeTruthy();
  });

  it('re-render when a tab opens', () => {
    const store = createTabsStore();
    render(<TabsProbe store={store} />);
    act(() => store.open({ path: '/a', title: 'A' }));
    expect(screen.getByText('/home,/a')).toBeTruthy();
  });
});
