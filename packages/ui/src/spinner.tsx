import { cn } from './cn.ts';

/** A bare rotating ring sized by the surrounding font size; decorative (aria-hidden). */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" data-slot="spinner" className={cn('pmc-spinner', className)} />;
}
