import type { IdleState } from '@pmc/layout';
import type { IdleWarningProps } from '@pmc/layout/react';
import { useState, useSyncExternalStore } from 'react';
import { chromeOnDemand } from './chrome-on-demand.tsx';

const LazyIdleWarning = chromeOnDemand<IdleWarningProps>(() => import('./idle-warning.tsx'));

/**
 * The idle warning, fetched when the idle watch first warns (most sessions never see it). The watch
 * itself is light and runs from the start; only the dialog waits. Once shown it stays mounted.
 */
export function IdleWarningOnDemand({ watch }: IdleWarningProps) {
  const state: IdleState = useSyncExternalStore(watch.subscribe, watch.state, watch.state);
  const [warnings, setWarnings] = useState(0);
  const [warning, setWarning] = useState(false);
  const now = state.kind === 'warning';
  // Each warning is a new attempt, so a fetch that failed is tried again at the next one.
  if (now !== warning) {
    setWarning(now);
    if (now) setWarnings(warnings + 1);
  }
  return warnings === 0 ? null : <LazyIdleWarning watch={watch} attempt={warnings} />;
}
