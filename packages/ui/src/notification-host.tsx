import { useSyncExternalStore } from 'react';
import { uiMessages } from './messages.ts';
import { notificationStore } from './notification.ts';
import { StatusIcon } from './status-icon.tsx';
import { useTranslate } from './use-translate.ts';

/**
 * Renders `notification` entries stacked at the bottom right, each with a close button.
 *
 * @example
 * <NotificationHost />
 */
export function NotificationHost() {
  const entries = useSyncExternalStore(
    notificationStore.subscribe,
    notificationStore.getSnapshot,
    notificationStore.getSnapshot,
  );
  const t = useTranslate();
  return (
    <section data-slot="notification-host" className="pmc-notification-host" aria-live="polite">
      {entries.map((entry) => (
        <div
          key={entry.id}
          data-slot="notification"
          data-type={entry.type}
          role="status"
          className="pmc-notification"
        >
          <StatusIcon type={entry.type} />
          <div className="pmc-notification__body">
            <div className="pmc-notification__title">{t(entry.payload.title)}</div>
            {entry.payload.description ? (
              <div className="pmc-notification__description">{t(entry.payload.description)}</div>
            ) : null}
          </div>
          <button
            type="button"
            className="pmc-dialog__close"
            aria-label={t(uiMessages.close)}
            onClick={() => notificationStore.close(entry.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
