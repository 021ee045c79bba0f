import type { HistoryEntry } from '@pmc/api-client/contract';
import { fieldLabel } from '../../field-labels.ts';
import type { Locale } from '../../http/locale.ts';

/** A value as a reader of the export sees it: ids by the name they had, lists joined. */
function shown(value: unknown, names: Record<string, string>): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map((v) => shown(v, names)).join('、') || '—';
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
          change.added?.length ? `+ ${shown(change.added, entry.names)}` : '',
          change.removed?.length ? `− ${shown(change.removed, entry.names)}` : '',
        ].filter(Boolean);
        return `${label}: ${parts.join(' ')}`;
      }
      const before = 'before' in change ? `${shown(change.before, entry.names)} → ` : '';
      return `${label}: ${before}${shown(change.after, entry.names)}`;
    })
    .join('\n');
}
