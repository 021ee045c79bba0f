import { cn, Empty, type Translatable, useTranslate } from '@pmc/ui';
import { type ReactNode, useId } from 'react';
import { Skeleton } from './skeleton.tsx';

export interface BlockCardProps {
  /** The block's heading; it also names the region. */
  title: Translatable;
  /** Beside the heading: a "more" link, a refresh button. */
  extra?: ReactNode;
  /** While true, `skeletonRows` grey lines stand in for the content. */
  loading?: boolean;
  /** How many skeleton lines (default 4); match the content's usual length so nothing jumps. */
  skeletonRows?: number;
  /**
   * When set, the content is replaced by an empty state saying what to do: `description` (e.g. 暂无操作
   * 记录，在各管理页面中新增或修改数据后会显示在这里) and an optional `action` (a link, a button).
   */
  empty?: { description: Translatable; action?: ReactNode };
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A titled block of a dashboard (the home page's workbench): a region named by its heading, with a
 * loading skeleton and an empty state that says what to do, so every block behaves alike.
 *
 * @example
 * <BlockCard title={m.recentOps} loading={ops.isPending} empty={ops.data?.list.length ? undefined : { description: m.noOps }}>
 *   <OpsList rows={ops.data?.list ?? []} />
 * </BlockCard>
 */
export function BlockCard({
  title,
  extra,
  loading,
  skeletonRows = 4,
  empty,
  children,
  className,
  'data-testid': testId,
}: BlockCardProps) {
  const t = useTranslate();
  const headingId = useId();
  let body: ReactNode = children;
  if (loading) {
    body = <Skeleton rows={skeletonRows} />;
  } else if (empty) {
    body = <Empty description={empty.description}>{empty.action}</Empty>;
  }
  return (
    <section
      data-slot="block-card"
      data-testid={testId}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cn('pmc-block-card', className)}
    >
      <header className="pmc-block-card__header">
        <h2 id={headingId} className="pmc-block-card__title">
          {t(title)}
        </h2>
        {extra ? <div className="pmc-block-card__extra">{extra}</div> : null}
      </header>
      <div className="pmc-block-card__body">{body}</div>
    </section>
  );
}
