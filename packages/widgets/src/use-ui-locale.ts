import { getActiveRuntime } from '@pmc/i18n';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** The UI language of the app's @pmc/i18n runtime ('zh' without one), following a switch. */
export function useUiLocale(): string {
  const runtime = getActiveRuntime();
  return useSyncExternalStore(
    runtime ? runtime.subscribe : noSubscription,
    () => runtime?.locale ?? 'zh',
    () => runtime?.locale ?? 'zh',
  );
}
