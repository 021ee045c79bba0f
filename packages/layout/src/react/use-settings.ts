import { useSnapshot } from 'valtio/react';
import type { SettingsState, SettingsStore } from '../settings-store.ts';

/**
 * The settings as a render snapshot: a component re-renders when a field it read changes.
 *
 * @example
 * const { layoutType, size } = useSettings(settingsStore);
 */
export function useSettings(store: SettingsStore): Readonly<SettingsState> {
  return useSnapshot(store.state, { sync: true }) as Readonly<SettingsState>;
}
