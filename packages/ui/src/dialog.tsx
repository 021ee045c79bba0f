import { Dialog as RadixDialog } from 'radix-ui';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from './cn.ts';
import { DialogBody } from './dialog-body.tsx';
import { uiMessages } from './messages.ts';
import { useTranslate } from './use-translate.ts';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog when clicked (rendered as is, via Radix `asChild`). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  /** CSS width, e.g. 500 or '35%'; defaults to the --pmc-dialog-width token. */
  width?: number | string;
  /**
   * false: no close button, and Escape and outside clicks do nothing; only the app can close it
   * (the forced password change of docs/guide/chrome.md#forced-password-dialog).
   */
  dismissible?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * A modal dialog on Radix Dialog: focus trapped, labelled by its title, closable by the × button,
 * Escape or a click outside unless `dismissible={false}`.
 *
 * @example
 * <Dialog open={open} onOpenChange={setOpen} title="关于" width="var(--pmc-about-width)">…</Dialog>
 * <Dialog open={isWeakPwd} dismissible={false} title="修改密码" width="var(--pmc-password-dialog-width)">…</Dialog>
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  width,
  dismissible = true,
  className,
  children,
}: DialogProps) {
  const t = useTranslate();
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const style: CSSProperties | undefined = width === undefined ? undefined : { width };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-slot="dialog-overlay" className="pmc-overlay" />
        <RadixDialog.Content
          data-slot="dialog"
          className={cn('pmc-dialog', className)}
          style={style}
          onEscapeKeyDown={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="pmc-dialog__header">
            <RadixDialog.Title className="pmc-dialog__title">{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close className="pmc-dialog__close" aria-label={t(uiMessages.close)}>
                ×
              </RadixDialog.Close>
            ) : null}
          </div>
          <DialogBody>
            {description ? (
              <RadixDialog.Description className="pmc-dialog__description">
                {description}
              </RadixDialog.Description>
            ) : null}
            {children}
          </DialogBody>
          {footer ? <div className="pmc-dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * Closes the enclosing Dialog or Drawer when its child is clicked (Radix `Close` with `asChild`).
 *
 * @example
 * <DialogClose><Button>取消</Button></DialogClose>
 */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
