import { type Translatable, useTranslate } from '@pmc/ui';
import type { ReactNode } from 'react';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';

/** A column or form field guarded by a permission code. */
export interface GuardedItem {
  code: string;
  label: ReactNode;
}

export interface ExplainListProps {
  kind: 'column' | 'form';
  items: readonly GuardedItem[];
}

const TITLE: Record<ExplainListProps['kind'], Translatable> = {
  column: m.explainColumns,
  form: m.explainFields,
};

/**
 * Explain mode's list of a page's guarded columns or form fields: each with what it needs (model id,
 * kind, code) and ✓ or ✕, so a column or field the permissions hide is seen too. Nothing outside
 * explain mode.
 */
export function ExplainList({ kind, items }: ExplainListProps) {
  const t = useTranslate();
  const can = useKit().usePermissions();
  if (!can.explain || items.length === 0) return null;
  const granted = kind === 'column' ? can.column : can.form;
  const title = t(TITLE[kind]);
  return (
    <ul className="pmc-explain-list" aria-label={title} data-explain={kind}>
      <li className="pmc-explain-list__title" aria-hidden="true">
        {title}
      </li>
      {items.map((item) => (
        <li key={item.code}>
          {can.explain?.(kind, item.code, granted(item.code), <span>{item.label}</span>)}
        </li>
      ))}
    </ul>
  );
}
