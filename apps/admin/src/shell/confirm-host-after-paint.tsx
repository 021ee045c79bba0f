import { useEffect, useState } from 'react';
import { chromeOnDemand } from './chrome-on-demand.tsx';

const LazyConfirmHost = chromeOnDemand<object>(() => import('./confirm-host.tsx'));

/**
 * `confirm()`'s host, fetched right after the chrome's first paint rather than before it: the questions
 * wait in @pmc/ui's queue, so one asked before the host arrives shows as soon as it does.
 */
export function ConfirmHostAfterPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted ? <LazyConfirmHost /> : null;
}
