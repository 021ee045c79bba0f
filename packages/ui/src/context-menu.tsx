import { ContextMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * A right-click menu on Radix ContextMenu (also opens by long press and the keyboard's menu key), e.g.
 * the tab bar's refresh / close / close others / close all.
 *
 * @example
 * <ContextMenu>
 *   <ContextMenuTrigger asChild><span>首页</span></ContextMenuTrigger>
 *   <ContextMenuContent>
 *     <ContextMenuItem onSelect={refresh}>刷新</ContextMenuItem>
 *   </ContextMenuContent>
 * </ContextMenu>
 */
export const ContextMenu = Menu.Root;

/** The area that opens the menu on right click. */
export const ContextMenuTrigger = Menu.Trigger;

/** The menu panel, portalled to the body. */
export function ContextMenuContent({ className, ...rest }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content data-slot="context-menu" className={cn('pmc-menu', className)} {...rest} />
    </Menu.Portal>
  );
}

/** One command of the context menu. */
export function ContextMenuItem({
  className,
  danger,
  ...rest
}: ComponentProps<typeof Menu.Item> & { danger?: boolean }) {
  return (
    <Menu.Item
      data-slot="context-menu-item"
      className={cn('pmc-menu__item', danger && 'pmc-menu__item--danger', className)}
      {...rest}
    />
  );
}

/** A divider between groups of items. */
export function ContextMenuSeparator({ className, ...rest }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('pmc-menu__separator', className)} {...rest} />;
}
