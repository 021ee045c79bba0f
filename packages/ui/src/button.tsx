import { Slot } from 'radix-ui';
import { type ComponentProps, type MouseEvent, useEffect, useRef, useState } from 'react';
import { type ButtonVariant, buttonVariants, type ControlSize } from './button-variants.ts';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

/** docs/guide/constants.md#timings: the anti-double-click lockout lasts 3000 ms. */
export const BUTTON_LOCKOUT_MS = 3000;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Pins the size; by default the button follows the nearest `[data-size]` root. */
  size?: ControlSize;
  /** Shows a spinner, sets aria-busy and ignores clicks. */
  loading?: boolean;
  /** Ignores further clicks for this many ms after one (true = 3000 ms), against double submits. */
  lockout?: boolean | number;
  block?: boolean;
  /** Renders the child element (e.g. a router link) with the button's classes instead of a <button>. */
  asChild?: boolean;
}

/**
 * A button with the five house variants, four sizes, a loading state and an optional lockout.
 *
 * @example
 * <Button variant="primary" lockout onClick={save}>保存</Button>
 * <Button variant="danger" loading={deleting}>删除</Button>
 */
export function Button({
  variant,
  size,
  loading = false,
  lockout,
  block,
  asChild,
  className,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const lockMs = lockout === true ? BUTTON_LOCKOUT_MS : typeof lockout === 'number' ? lockout : 0;
  const inert = loading || locked;
  const classes = buttonVariants(
    { variant, size: size ?? 'inherit' },
    cn(block && 'pmc-button--block', className),
  );

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled (not `disabled`) keeps focus on the button while it is busy, so ignore clicks here.
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    if (lockMs > 0) {
      setLocked(true);
      timer.current = setTimeout(() => setLocked(false), lockMs);
    }
  };

  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={inert || undefined}
      data-locked={locked || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
