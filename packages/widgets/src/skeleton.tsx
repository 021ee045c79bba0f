import { cn, uiMessages, useTranslate } from '@pmc/ui';

export interface SkeletonProps {
  /** How many grey lines (default 4); match the content's usual length so nothing jumps. */
  rows?: number;
  className?: string;
}

/**
 * Still grey lines standing in for content that is loading, announced as 加载中.
 *
 * @example
 * {isPending ? <Skeleton rows={5} /> : <OperationList rows={data.list} />}
 */
export function Skeleton({ rows = 4, className }: SkeletonProps) {
  const t = useTranslate();
  return (
    <div role="status" aria-label={t(uiMessages.loading)} className={cn('pmc-skeleton-lines', className)}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
        <span key={index} className="pmc-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
