export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  /** How long it stays, in ms; 0 keeps it until closed. */
  duration?: number;
  /** Called once when it closes for any reason: timeout, close(), or replaced by a newer one. */
  onClose?: () => void;
  /** A second, smaller line under the text: what a user quotes in a report (a request id). */
  detail?: string;
}

export interface ToastEntry<T> {
  id: number;
  type: ToastType;
  payload: T;
  duration: number;
  detail?: string;
}

/** What `message.x()` / `notification.x()` return: close it early, or await its closing. */
export interface ToastHandle {
  id: number;
  close: () => void;
  closed: Promise<void>;
}

export interface ToastStore<T> {
  show: (type: ToastType, payload: T, options?: ToastOptions) => ToastHandle;
  close: (id: number) => void;
  closeAll: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastEntry<T>[];
}

/**
 * A framework-free store of timed toasts. `max` caps how many are visible: when a new one would exceed
 * it, the oldest closes first (max 1 gives the "only one toast at a time" rule of docs/guide/api.md#toasts).
 *
 * @example
 * const store = createToastStore<string>({ max: 1, defaultDuration: 1500 });
 * store.show('error', '请求出错，请重试', { onClose: resetToken });
 */
export function createToastStore<T>({
  max,
  defaultDuration,
}: {
  max: number;
  defaultDuration: number;
}): ToastStore<T> {
  let entries: readonly ToastEntry<T>[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const finishers = new Map<number, () => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const close = (id: number) => {
    const finish = finishers.get(id);
    if (!finish) return;
    finishers.delete(id);
    entries = entries.filter((entry) => entry.id !== id);
    finish();
    emit();
  };

  const show = (type: ToastType, payload: T, options: ToastOptions = {}): ToastHandle => {
    const id = nextId++;
    const duration = options.duration ?? defaultDuration;
    while (entries.length >= max && entries[0]) close(entries[0].id);

    let resolve!: () => void;
    const closed = new Promise<void>((r) => {
      resolve = r;
    });
    const timer = duration > 0 ? setTimeout(() => close(id), duration) : undefined;
    finishers.set(id, () => {
      clearTimeout(timer);
      options.onClose?.();
      resolve();
    });
    entries = [
      ...entries,
      options.detail
        ? { id, type, payload, duration, detail: options.detail }
        : { id, type, payload, duration },
    ];
    emit();
    return { id, close: () => close(id), closed };
  };

  return {
    show,
    close,
    closeAll: () => {
      for (const entry of [...entries]) close(entry.id);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => entries,
  };
}
