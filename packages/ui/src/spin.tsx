import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { uiMessages } from './messages.ts';
import { Spinner } from './spinner.tsx';
import { type Translatable, useTranslate } from './use-translate.ts';

export interface SpinProps {
  spinning?: boolean;
  /** Text under the spinner; the accessible label is 加载中 either way. */
  tip?: Translatable;
  className?: string;
  /** When given, the spinner overlays this content (which is marked aria-busy) instead of replacing it. */
  children?: ReactNode;
}

/**
 * A loading indicator, alone or over content.
 *
 * @example
 * <Spin spinning={isLoading}><UserTable rows={rows} /></Spin>
 */
export function Spin({ spinning = true, tip, className, children }: SpinProps) {
  const t = useTranslate();
  const indicator = spinning ? (
    <div role="status" aria-label={t(uiMessages.loading)} className="pmc-spin__indicator">
      <Spinner />
      {tip ? <span>{t(tip)}</span> : null}
    </div>
  ) : null;
  if (children === undefined) {
    return indicator ? (
      <div data-slot="spin" className={cn('pmc-spin', className)}>
        {indicator}
      </div>
    ) : null;
  }
  return (
    <div data-slot="spin" className={cn('pmc-spin pmc-spin--nested', className)}>
      {indicator}
      <div className="pmc-spin__content" aria-busy={spinning || undefined}>
        {children}
      </div>
    </div>
  );
}
