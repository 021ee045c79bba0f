import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useScrollable } from './use-scrollable.ts';

/**
 * The scrolling middle of a Dialog or Drawer. When its content overflows and holds nothing focusable, it
 * becomes a focusable region named by the dialog's title, so a long read-only body (a history, a
 * preview) can be scrolled from the keyboard; a form, or a body that fits, gets no extra tab stop.
 */
export function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(ref, { unlessFocusable: true });
  const [labelledBy, setLabelledBy] = useState<string>();
  useEffect(() => {
    // Radix names the dialog by its title's generated id; the region reuses it rather than a second name.
    if (scrollable)
      setLabelledBy(ref.current?.closest('[role="dialog"]')?.getAttribute('aria-labelledby') ?? undefined);
  }, [scrollable]);
  return (
    <div
      ref={ref}
      className="pmc-dialog__body"
      {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy } : {})}
    >
      {children}
    </div>
  );
}
