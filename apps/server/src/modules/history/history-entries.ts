import type { HistoryEntry } from '@pmc/api-client/contract';
import { NAME_FIELDS, type StoredName } from '../../db/schema/history.ts';
import type { recordHistory } from '../../db/schema/index.ts';
import { fieldLabel } from '../../field-labels.ts';
import type { Locale } from '../../http/locale.ts';
import { restorableKinds } from './restore-deleted.ts';

type HistoryRow = typeof recordHistory.$inferSelect;

/** A record's name from what its entry kept: a deleted record's snapshot, else a name field it changed. */
function recordNameOf(row: HistoryRow): string | null {
  for (const field of NAME_FIELDS) {
    const held = row.snapshot?.[field];
    if (typeof held === 'string' && held) return held;
    const change = row.changes.find((c) => c.field === field);
    const value = change?.after ?? change?.before;
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

function localName(name: StoredName, locale: Locale): string {
  return typeof name === 'string' ? name : name[locale];
}

/** Rows as the API answers them: names in the caller's language, the snapshot kept on the server. */
export function toEntries(rows: HistoryRow[], locale: Locale): HistoryEntry[] {
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as HistoryEntry['kind'],
    recordId: row.recordId,
    action: row.action as HistoryEntry['action'],
    event: row.event,
    userId: row.userId,
    account: row.account,
    ip: row.ip,
    time: row.createdAt,
    changes: row.changes,
    names: Object.fromEntries(Object.entries(row.names).map(([id, name]) => [id, localName(name, locale)])),
    recordName: recordNameOf(row),
    restorable: row.action === 'delete' && row.snapshot !== null && restorableKinds.includes(row.kind),
    labels: Object.fromEntries(row.changes.map((change) => [change.field, fieldLabel(locale, change.field)])),
  }));
}
