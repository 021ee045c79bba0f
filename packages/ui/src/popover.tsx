import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * A floating panel anchored to a trigger, on Radix Popover (focus moves in, Escape closes).
 *
 * @example
 * <Popover>
 *   <PopoverTrigger asChild><Button>筛选</Button></PopoverTrigger>
 *   <PopoverContent>…</PopoverContent>
 * </Popover>
 */
export const Popover = RadixPopover.Root;

/** The element that toggles the Popover. */
export const PopoverTrigger = RadixPopover.Trigger;

/** Positions the Popover against another element than its trigger. */
export const PopoverAnchor = RadixPopover.Anchor;

/** The panel, portalled to the body. */
export function PopoverContent({
  className,
  sideOffset = 4,
  align = 'start',
  ...rest
}: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        data-slot="popover"
        sideOffset={sideOffset}
        align={align}
        className={cn('pmc-popover', className)}
        {...rest}
      />
    </RadixPopover.Portal>
  );
}
