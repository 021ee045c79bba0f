import { type ComponentType, useState } from 'react';
import { chromeOnDemand } from './chrome-on-demand.tsx';

/**
 * A dialog or drawer of the chrome (settings, About) fetched the first time the person opens it: it is
 * part of no page's first paint. Once opened it stays mounted, so it closes with its animation; each
 * opening after a failed fetch fetches again.
 */
export function openedOnDemand<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Part = chromeOnDemand<P>(load);
  return function OpenedOnDemand(props: P) {
    const [opens, setOpens] = useState(0);
    const [wasOpen, setWasOpen] = useState(false);
    // Counted while rendering: each opening is a new attempt.
    if (props.open !== wasOpen) {
      setWasOpen(props.open);
      if (props.open) setOpens(opens + 1);
    }
    return opens === 0 ? null : <Part {...props} attempt={opens} />;
  };
}
