import { Button } from '@pmc/ui';
import { AlertDialog } from 'radix-ui';
import { useState, useSyncExternalStore } from 'react';
import type { IdleState, IdleWatch } from '../idle-watch.ts';
import { layoutMessages } from '../messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';

export interface IdleWarningProps {
  watch: IdleWatch;
}

// Screen readers hear the countdown at these seconds only; the figure on screen changes every second.
const ANNOUNCED = new Set([120, 90, 60, 30, 10]);

/**
 * The idle watch's state, re-rendering on each second of the warning.
 *
 * @example
 * const state = useIdleState(idleWatch); // { kind: 'warning', secondsLeft: 95 }
 */
export function useIdleState(watch: IdleWatch): IdleState {
  return useSyncExternalStore(watch.subscribe, watch.state, watch.state);
}

/**
 * Two minutes before the server ends an idle session (SESSION_IDLE_MINUTES), an alert dialog with a
 * countdown and 继续, which keeps the session alive with a cheap request; every open tab of the browser
 * hides its warning once that request is answered. Focus lands on 继续; Escape counts as 继续.
 *
 * @example
 * <IdleWarning watch={idleWatch} />
 */
export function IdleWarning({ watch }: IdleWarningProps) {
  const t = useLayoutT();
  const state = useIdleState(watch);
  const [busy, setBusy] = useState(false);
  const [announced, setAnnounced] = useState<number | null>(null);
  const secondsLeft = state.kind === 'warning' ? state.secondsLeft : null;
  // Derived while rendering: the live region changes only at the announced seconds (and when it opens).
  if (secondsLeft !== null && secondsLeft !== announced && (announced === null || ANNOUNCED.has(secondsLeft)))
    setAnnounced(secondsLeft);
  if (secondsLeft === null && announced !== null) setAnnounced(null);

  const keepAlive = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await watch.keepAlive();
    } catch {
      // The request core has said why (601: the session is over and the app reloads to sign in).
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={secondsLeft !== null} onOpenChange={(open) => !open && void keepAlive()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="pmc-overlay" />
        <AlertDialog.Content
          className="pmc-dialog pmc-dialog--confirm pmc-idle-warning"
          data-testid="idle-warning"
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            void keepAlive();
          }}
        >
          <div className="pmc-dialog__header">
            <AlertDialog.Title className="pmc-dialog__title">{t(layoutMessages.idleTitle)}</AlertDialog.Title>
          </div>
          <div className="pmc-dialog__body">
            <AlertDialog.Description>
              <span aria-hidden="true" data-testid="idle-countdown">
                {t(layoutMessages.idleCountdown, { seconds: String(secondsLeft ?? '') })}
              </span>
              <span className="pmc-idle-warning__live" aria-live="polite">
                {announced === null ? '' : t(layoutMessages.idleCountdown, { seconds: String(announced) })}
              </span>
            </AlertDialog.Description>
          </div>
          <div className="pmc-dialog__footer">
            {/* The dialog's Cancel, so Radix focuses it on open; closing asks for keepAlive (onOpenChange). */}
            <AlertDialog.Cancel asChild>
              <Button variant="primary" loading={busy}>
                {t(layoutMessages.idleContinue)}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
