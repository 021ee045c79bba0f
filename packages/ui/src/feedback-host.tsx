import { ConfirmHost } from './confirm-host.tsx';
import { MessageHost } from './message-host.tsx';
import { NotificationHost } from './notification-host.tsx';

/**
 * Mounts the three global hosts at once: `message` toasts, `notification`s and `confirm()` questions.
 * Put it once inside your providers (so translations reach it).
 *
 * @example
 * <I18nProvider><App /><FeedbackHost /></I18nProvider>
 */
export function FeedbackHost() {
  return (
    <>
      <MessageHost />
      <NotificationHost />
      <ConfirmHost />
    </>
  );
}
