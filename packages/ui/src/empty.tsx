import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { uiMessages } from './messages.ts';
import { type Translatable, useTranslate } from './use-translate.ts';

export interface EmptyProps {
  /** Defaults to 暂无数据; pass `uiMessages.noData` for 无数据. */
  description?: Translatable;
  /** Hide the illustration (compact places such as a select dropdown). */
  simple?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * The "nothing here" placeholder of lists, tables and selects.
 *
 * @example
 * {rows.length === 0 ? <Empty /> : <List rows={rows} />}
 * <Empty simple description={uiMessages.noData} />
 */
export function Empty({ description = uiMessages.empty, simple, className, children }: EmptyProps) {
  const t = useTranslate();
  return (
    <div data-slot="empty" className={cn('pmc-empty', className)}>
      {simple ? null : (
        <svg className="pmc-empty__image" viewBox="0 0 64 41" aria-hidden="true">
          <g fill="none" fillRule="evenodd" transform="translate(0 1)">
            <ellipse cx="32" cy="33" rx="32" ry="7" fill="currentColor" opacity="0.4" />
            <path
              d="M55 12.8 44.9 1.3A2.6 2.6 0 0 0 43 .5H21c-.7 0-1.4.3-1.9.8L9 12.8V22h46z M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z"
              stroke="currentColor"
              fill="#fafafa"
            />
          </g>
        </svg>
      )}
      <p style={{ margin: 0 }}>{t(description)}</p>
      {children}
    </div>
  );
}
