import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button } from './button.tsx';
import type { ButtonVariant } from './button-variants.ts';
import { uiMessages } from './messages.ts';
import { StatusIcon } from './status-icon.tsx';
import { type Translatable, useTranslate } from './use-translate.ts';

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the confirmation when clicked. */
  trigger?: ReactNode;
  /** Defaults to 提示. */
  title?: Translatable;
  /** Defaults to the delete confirmation 此操作将永久删除该数据, 是否继续？ */
  content?: Translatable;
  confirmText?: Translatable;
  cancelText?: Translatable;
  confirmVariant?: ButtonVariant;
  /** May return a promise: the OK button shows a spinner until it settles; a rejection keeps it open. */
  onConfirm?: () => unknown;
  onCancel?: () => void;
}

/**
 * A yes/no confirmation on Radix AlertDialog (role alertdialog, focus on Cancel, Escape cancels).
 *
 * @example
 * <ConfirmDialog trigger={<Button variant="danger">删除</Button>} onConfirm={() => remove(id)} />
 */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title = uiMessages.confirmTitle,
  content = uiMessages.deleteConfirm,
  confirmText = uiMessages.ok,
  cancelText = uiMessages.cancel,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useTranslate();
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const [busy, setBusy] = useState(false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm?.();
      setOpen(false);
    } catch {
      // The caller reports its own error (usually through `message`); the dialog stays for a retry.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next && busy) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="pmc-overlay" />
        <AlertDialog.Content data-slot="confirm-dialog" className="pmc-dialog pmc-dialog--confirm">
          <div className="pmc-dialog__header">
            <AlertDialog.Title className="pmc-dialog__title">{t(title)}</AlertDialog.Title>
          </div>
          <div className="pmc-dialog__body" style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <StatusIcon type="warning" />
            <AlertDialog.Description className="pmc-dialog__description">
              {t(content)}
            </AlertDialog.Description>
          </div>
          <div className="pmc-dialog__footer">
            <AlertDialog.Cancel asChild>
              <Button disabled={busy}>{t(cancelText)}</Button>
            </AlertDialog.Cancel>
            <Button variant={confirmVariant} loading={busy} onClick={confirm}>
              {t(confirmText)}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
