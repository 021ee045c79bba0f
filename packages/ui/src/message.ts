import { createToastStore, type ToastHandle, type ToastOptions, type ToastType } from './toast-store.ts';
import type { Translatable } from './use-translate.ts';

/** docs/guide/constants.md#timings: a toast stays 1.5 s. */
export const MESSAGE_DURATION_MS = 1500;

/** The store behind `message`; `<MessageHost/>` renders it. Only one message is visible at a time. */
export const messageStore = createToastStore<Translatable>({ max: 1, defaultDuration: MESSAGE_DURATION_MS });

/** A duration in ms, or the full options. */
export type MessageOptions = number | ToastOptions;

const open =
  (type: ToastType) =>
  (content: Translatable, options?: MessageOptions): ToastHandle =>
    messageStore.show(type, content, typeof options === 'number' ? { duration: options } : options);

/**
 * Global toasts: success, error, warning, info. A new one closes the one showing (its onClose still
 * fires); each stays 1.5 s unless told otherwise. Mount `<MessageHost/>` once to see them. Framework-free.
 *
 * @example
 * message.success('保存成功');
 * message.error(res.msg || '请求出错，请重试', { onClose: () => resetToken() });
 * await message.warning('不支持全屏', 3000).closed;
 */
export const message = {
  success: open('success'),
  error: open('error'),
  warning: open('warning'),
  info: open('info'),
  /** Closes whatever is showing. */
  destroy: (): void => messageStore.closeAll(),
};
