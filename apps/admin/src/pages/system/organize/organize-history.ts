import { useTranslate } from '@pmc/ui';
import { useMemo } from 'react';
import { useDictionaryHistoryValues } from '../../../page-parts/dictionaries.ts';
import { organizeMessages as m } from './messages.ts';

/** Names of the organisation fields a page's columns may not carry (部门管理 shows fewer). */
const labels = { category: m.category, shortName: m.shortName, enterpriseNature: m.enterpriseNature };

/**
 * How an organisation's history reads its fields (the 组织管理 and 部门管理 pages show the same
 * entries): the category by its translated name, the enterprise nature by its dictionary item's name.
 */
export function useOrganizeHistory() {
  const t = useTranslate();
  const dictionaries = useDictionaryHistoryValues({ enterpriseNature: 'enterpriseNature' });
  const values = useMemo<Record<string, (value: unknown) => string>>(
    () => ({
      ...dictionaries,
      category: (value) =>
        value === 'company' ? t(m.company) : value === 'department' ? t(m.department) : String(value),
    }),
    [dictionaries, t],
  );
  return { labels, values };
}
