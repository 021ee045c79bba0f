import { createToastStore, type ToastHandle, type ToastOptions, type ToastType } from './toast-store.ts';
import type { Translatable } from './use-translate.ts';

/** How long a notification stays unless told otherwise (ms), as in Ant Design. */
export const NOTIFICATION_DURATION_MS = 4500;

export interface NotificationContent {
  title: Translatable;
  description?: Translatable;
}

export interface NotificationOptions extends NotificationContent, ToastOptions {}

/** The store behind `notification`; `<NotificationHost/>` renders it. Several may stack. */
export const notificationStore = createToastStore<NotificationContent>({
  max: 5,
  defaultDuration: NOTIFICATION_DURATION_MS,
});

const open =
  (type: ToastType) =>
  ({ title, description, ...options }: NotificationOptions): ToastHandle =>
    notificationStore.show(type, { title, description }, options);

/**
 * Bottom-right notifications with a title and a description, e.g. the previous-login notice (2 s).
 * Mount `<NotificationHost/>` once. Framework-free.
 *
 * @example
 * notification.info({ title: '上次登录', description: `时间：${time}\nIP：${ip}`, duration: 2000 });
 */
export const notification = {
  success: open('success'),
  error: open('error'),
  warning: open('warning'),
  info: open('info'),
  destroy: (): void => notificationStore.closeAll(),
};
