import { Button, type Translatable, useTranslate } from '@pmc/ui';
import { formatDateTime, formatList } from '@pmc/validators';
import type { ReactNode } from 'react';
import { useUiLocale } from '../use-ui-locale.ts';
import type { KitHistoryChange, KitHistoryEntry } from './history-entry.ts';
import { kitMessages as m } from './kit-messages.ts';

/**
 * How a page reads its fields in a history: labels beyond its columns, and values (dictionary codes by
 * their item names, enumerations by their translated labels); a formatted value keeps the stored one as
 * its tooltip.
 */
export interface HistoryFormat {
  labels?: Readonly<Record<string, Translatable>>;
  values?: Readonly<Record<string, (value: unknown) => ReactNode>>;
  /** How a list field's added or removed ids show (a tree of pages and buttons); default: names joined. */
  lists?: Readonly<Record<string, (ids: readonly string[], names: Record<string, string>) => ReactNode>>;
}

export interface HistoryTimelineProps extends HistoryFormat {
  entries: readonly KitHistoryEntry[];
  /** 恢复这些值 on update entries: the fields' values before the change, and the entry they come from. */
  onRestore?: (values: Record<string, unknown>, entry: KitHistoryEntry) => void;
}

/** A stored value as text: what a field held before a page's formatter named it. */
const rawText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

const actionMessage = (action: string, event: string | null): Translatable | string => {
  if (event) return (m as Record<string, Translatable>)[`historyEvent_${event}`] ?? event;
  return (m as Record<string, Translatable>)[`historyAction_${action}`] ?? action;
};

/**
 * The timeline of a record's changes, newest first: who and when, and per field its value before and
 * after (ids by the name they had at the time, list fields as what was added and removed).
 */
export function HistoryTimeline({
  entries,
  labels = {},
  values = {},
  lists = {},
  onRestore,
}: HistoryTimelineProps) {
  const t = useTranslate();
  const locale = useUiLocale();
  const none = <span className="pmc-history__none">{t(m.historyNone)}</span>;
  const show = (field: string, value: unknown, names: Record<string, string>): ReactNode => {
    if (value === null || value === undefined || value === '') return none;
    const own = Object.hasOwn(values, field) ? values[field] : undefined;
    // A page's own reading (a dictionary item's name, a translated level): the stored value stays at hand.
    if (own)
      return (
        <span className="pmc-history__value" title={rawText(value)} data-raw={rawText(value)}>
          {own(value)}
        </span>
      );
    if (Array.isArray(value))
      return value.length
        ? formatList(
            value.map((v) => names[String(v)] ?? String(v)),
            locale,
          )
        : none;
    if (typeof value === 'string') return names[value] ?? value;
    if (field === 'enabledMark') return t(value === 1 ? m.enabled : m.disabled);
    if (typeof value === 'boolean') return t(value ? m.historyYes : m.historyNo);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const label = (field: string, entry: KitHistoryEntry) => {
    const own = Object.hasOwn(labels, field) ? labels[field] : undefined;
    return own ? t(own) : (entry.labels?.[field] ?? field);
  };
  const line = (change: KitHistoryChange, names: Record<string, string>) => {
    if (change.added || change.removed) {
      const own = Object.hasOwn(lists, change.field) ? lists[change.field] : undefined;
      const list = (ids: string[]) =>
        own
          ? own(ids, names)
          : formatList(
              ids.map((id) => names[id] ?? id),
              locale,
            );
      return (
        <>
          {change.added?.length ? (
            <span className="pmc-history__added" data-testid="history-added">
              {t(m.historyAdded)}: {list(change.added)}
            </span>
          ) : null}
          {change.removed?.length ? (
            <span className="pmc-history__removed" data-testid="history-removed">
              {t(m.historyRemoved)}: {list(change.removed)}
            </span>
          ) : null}
        </>
      );
    }
    return (
      <>
        {'before' in change ? (
          <>
            <span className="pmc-history__before">{show(change.field, change.before, names)}</span> →{' '}
          </>
        ) : null}
        <span className="pmc-history__after">{show(change.field, change.after, names)}</span>
      </>
    );
  };
  return (
    <ol className="pmc-history" data-testid="history-timeline">
      {entries.map((entry) => (
        <li key={entry.id} className="pmc-history__entry" data-action={entry.action}>
          <div className="pmc-history__head">
            <strong>{t(actionMessage(entry.action, entry.event))}</strong>
            <span className="pmc-history__who">
              {t(m.historyBy, { account: entry.account ?? '—', time: formatDateTime(entry.time) })}
            </span>
          </div>
          {entry.changes.length > 0 ? (
            <ul className="pmc-history__changes">
              {entry.changes.map((change) => (
                <li key={change.field} data-field={change.field}>
                  <span className="pmc-history__field">{label(change.field, entry)}</span>:{' '}
                  {line(change, entry.names)}
                </li>
              ))}
            </ul>
          ) : null}
          {onRestore && entry.action === 'update' && entry.changes.some((c) => 'before' in c) ? (
            <Button
              variant="link"
              data-testid="history-restore"
              onClick={() =>
                onRestore(Object.fromEntries(entry.changes.map((c) => [c.field, c.before ?? null])), entry)
              }
            >
              {t(m.historyRestore)}
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
