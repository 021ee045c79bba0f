import type { ReactNode } from 'react';

// The chrome's outline icons: a 24-unit grid stroked in the text colour, so they follow the navbar and
// theme colours. Decorative: the button or select around one carries the accessible name.
export function LineIcon({
  size = 18,
  className,
  children,
}: {
  size?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}
