import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

export interface TooltipProps {
  /** The tip text; nothing is wrapped when it is empty. */
  content: ReactNode;
  /** One focusable element (button, link); the tip shows on hover and on keyboard focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
}

/**
 * A hover/focus tip on Radix Tooltip (role tooltip, described-by wiring). Carries its own provider, so it
 * works anywhere.
 *
 * @example
 * <Tooltip content="全屏"><Button variant="text" aria-label="全屏">⛶</Button></Tooltip>
 */
export function Tooltip({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
  if (content === null || content === undefined || content === '') return children;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content data-slot="tooltip" side={side} sideOffset={6} className="pmc-tooltip">
            {content}
            <RadixTooltip.Arrow className="pmc-tooltip__arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
