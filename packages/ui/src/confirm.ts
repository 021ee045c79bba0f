import type { ConfirmDialogProps } from './confirm-dialog.tsx';

export type ConfirmOptions = Pick<
  ConfirmDialogProps,
  'title' | 'content' | 'confirmText' | 'cancelText' | 'confirmVariant'
>;

export interface PendingConfirm {
  id: number;
  options: ConfirmOptions;
  settle: (ok: boolean) => void;
}

let pending: readonly PendingConfirm[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** The queue `<ConfirmHost/>` renders; questions are asked one after the other. */
export const confirmStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly PendingConfirm[] => pending,
  settle: (id: number, ok: boolean) => {
    const entry = pending.find((item) => item.id === id);
    if (!entry) return;
    pending = pending.filter((item) => item !== entry);
    entry.settle(ok);
    emit();
  },
};

/**
 * Asks a yes/no question and resolves true on OK, false on Cancel or Escape. Without options it asks the
 * delete confirmation 此操作将永久删除该数据, 是否继续？ Needs `<ConfirmHost/>` mounted once.
 *
 * @example
 * if (await confirm()) await removeUser(id);
 * if (await confirm({ content: '确定退出登录？' })) logout();
 */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    pending = [...pending, { id: nextId++, options, settle: resolve }];
    emit();
  });
}
