import { useSyncExternalStore } from 'react';
import { confirmStore } from './confirm.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Renders the question asked by `confirm()`. Mount it once, inside your providers.
 *
 * @example
 * <ConfirmHost />
 */
export function ConfirmHost() {
  const queue = useSyncExternalStore(
    confirmStore.subscribe,
    confirmStore.getSnapshot,
    confirmStore.getSnapshot,
  );
  const head = queue[0];
  if (!head) return null;
  return (
    <ConfirmDialog
      key={head.id}
      open
      {...head.options}
      onConfirm={() => confirmStore.settle(head.id, true)}
      onOpenChange={(open) => {
        if (!open) confirmStore.settle(head.id, false);
      }}
    />
  );
}
