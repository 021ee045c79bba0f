import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { DialogBody } from './dialog-body.tsx';
import { uiMessages } from './messages.ts';
import { useTranslate } from './use-translate.ts';

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  footer?: ReactNode;
  side?: 'right' | 'left';
  /** CSS width; defaults to the --pmc-drawer-width token (280px). */
  width?: number | string;
  className?: string;
  children?: ReactNode;
}

/**
 * A side panel on Radix Dialog (modal, focus trapped, Escape and outside click close it), e.g. the
 * settings drawer.
 *
 * @example
 * <Drawer open={open} onOpenChange={setOpen} title="系统设置">…</Drawer>
 */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  footer,
  side = 'right',
  width,
  className,
  children,
}: DrawerProps) {
  const t = useTranslate();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-slot="drawer-overlay" className="pmc-overlay" />
        <RadixDialog.Content
          data-slot="drawer"
          data-side={side}
          className={cn('pmc-drawer', `pmc-drawer--${side}`, className)}
          style={width === undefined ? undefined : { width }}
          aria-describedby={undefined}
        >
          <div className="pmc-dialog__header">
            <RadixDialog.Title className="pmc-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="pmc-dialog__close" aria-label={t(uiMessages.close)}>
              ×
            </RadixDialog.Close>
          </div>
          <DialogBody>{children}</DialogBody>
          {footer ? <div className="pmc-dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
