import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export interface RecoveryCodeListProps extends Omit<ComponentProps<'ol'>, 'children'> {
  /** The codes, shown once: each on its own line, in a fixed-width font, easy to copy or print. */
  codes: readonly string[];
}

/**
 * The recovery codes of a second factor as a numbered list in two columns; selecting the list copies
 * every code, one a line. Name it for assistive technology with `aria-label` or `aria-labelledby`.
 *
 * @example
 * <RecoveryCodeList aria-label="恢复码" codes={['7k2mq-x9v4d', 'p3r8t-0hwze']} />
 */
export function RecoveryCodeList({ codes, className, ...rest }: RecoveryCodeListProps) {
  return (
    <ol data-slot="recovery-code-list" className={cn('pmc-recovery-codes', className)} {...rest}>
      {codes.map((code) => (
        <li key={code}>
          <code>{code}</code>
        </li>
      ))}
    </ol>
  );
}
