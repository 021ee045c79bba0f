import type { HistoryEntry } from '@pmc/api-client/contract';
import { formatList } from '@pmc/validators';
import { fieldLabel } from '../../field-labels.ts';
import type { Locale } from '../../http/locale.ts';

/** A value as a reader of the export sees it: ids by the name they had, lists as the language lists them. */
function shown(value: unknown, names: Record<string, string>, locale: Locale): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value))
    return (
      formatList(
        value.map((v) => shown(v, names, locale)),
        locale,
      ) || '—'
    );
  if (typeof value === 'string') return names[value] ?? value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The changes of one entry as one line per field (`label: before → after`, or `+ added − removed`). */
export function describeChanges(entry: HistoryEntry, locale: Locale): string {
  return entry.changes
    .map((change) => {
      const label = fieldLabel(locale, change.field);
      if (change.added || change.removed) {
        const parts = [
          change.added?.length ? `+ ${shown(change.added, entry.names, locale)}` : '',
          change.removed?.length ? `− ${shown(change.removed, entry.names, locale)}` : '',
        ].filter(Boolean);
        return `${label}: ${parts.join(' ')}`;
      }
      const before = 'before' in change ? `${shown(change.before, entry.names, locale)} → ` : '';
      return `${label}: ${before}${shown(change.after, entry.names, locale)}`;
    })
    .join('\n');
}
