import { useSyncExternalStore } from 'react';
import { messageStore } from './message.ts';
import { StatusIcon } from './status-icon.tsx';
import { useTranslate } from './use-translate.ts';

/**
 * Renders the current `message` toast at the top centre. Mount it once near the root of the app.
 * Errors and warnings are announced assertively (role alert), others politely (role status).
 *
 * @example
 * <App />
 * <MessageHost />
 */
export function MessageHost() {
  const entries = useSyncExternalStore(
    messageStore.subscribe,
    messageStore.getSnapshot,
    messageStore.getSnapshot,
  );
  const t = useTranslate();
  return (
    <div data-slot="message-host" className="pmc-message-host">
      {entries.map((entry) => (
        <div
          key={entry.id}
          data-slot="message"
          data-type={entry.type}
          role={entry.type === 'error' || entry.type === 'warning' ? 'alert' : 'status'}
          className={`pmc-message pmc-message--${entry.type}`}
        >
          <StatusIcon type={entry.type} />
          <span className="pmc-message__text">
            {t(entry.payload)}
            {entry.detail ? (
              <small data-slot="message-detail" className="pmc-message__detail">
                {entry.detail}
              </small>
            ) : null}
          </span>
        </div>
      ))}
    </div>
  );
}
