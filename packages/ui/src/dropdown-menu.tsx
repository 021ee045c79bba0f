import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * A menu opened from a trigger, on Radix DropdownMenu (role menu, arrow keys, typeahead, Escape).
 *
 * @example
 * <DropdownMenu>
 *   <DropdownMenuTrigger asChild><Button>admin</Button></DropdownMenuTrigger>
 *   <DropdownMenuContent>
 *     <DropdownMenuItem onSelect={() => navigate('/profile')}>个人信息</DropdownMenuItem>
 *     <DropdownMenuSeparator />
 *     <DropdownMenuItem danger onSelect={logout}>退出登录</DropdownMenuItem>
 *   </DropdownMenuContent>
 * </DropdownMenu>
 */
export const DropdownMenu = Menu.Root;

/** The element that opens the DropdownMenu; pass `asChild` to use your own button. */
export const DropdownMenuTrigger = Menu.Trigger;

/** The menu panel, portalled to the body. */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...rest
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        data-slot="dropdown-menu"
        sideOffset={sideOffset}
        className={cn('pmc-menu', className)}
        {...rest}
      />
    </Menu.Portal>
  );
}

/** One command; `onSelect` runs it; `danger` paints it red. */
export function DropdownMenuItem({
  className,
  danger,
  ...rest
}: ComponentProps<typeof Menu.Item> & { danger?: boolean }) {
  return (
    <Menu.Item
      data-slot="dropdown-menu-item"
      className={cn('pmc-menu__item', danger && 'pmc-menu__item--danger', className)}
      {...rest}
    />
  );
}

/** A divider between groups of items. */
export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('pmc-menu__separator', className)} {...rest} />;
}

/** A non-interactive heading inside the menu. */
export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn('pmc-menu__label', className)} {...rest} />;
}

/** A set of mutually exclusive items (role menuitemradio); `value` is the chosen one's. */
export const DropdownMenuRadioGroup = Menu.RadioGroup;

/** One choice of a DropdownMenuRadioGroup, drawn with a tick while chosen. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...rest
}: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn('pmc-menu__item', 'pmc-menu__radio', className)}
      {...rest}
    >
      <span className="pmc-menu__tick" aria-hidden="true">
        <Menu.ItemIndicator>✓</Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}
