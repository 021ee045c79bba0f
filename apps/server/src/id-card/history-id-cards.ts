import type { StoredChange } from '../db/schema/history.ts';
import type { IdCardCrypt } from './id-card-crypt.ts';

/** History fields that hold a national ID: stored sealed in entries as in `users`. */
const ID_CARD_FIELDS = new Set(['idCard']);

type Convert = (value: string) => string;

function convertChange(change: StoredChange, convert: Convert): StoredChange {
  if (!ID_CARD_FIELDS.has(change.field)) return change;
  const one = (value: unknown) => (typeof value === 'string' && value !== '' ? convert(value) : value);
  return {
    ...change,
    ...('before' in change ? { before: one(change.before) } : {}),
    ...('after' in change ? { after: one(change.after) } : {}),
  };
}

function convertSnapshot(snapshot: Record<string, unknown> | null, convert: Convert) {
  if (!snapshot) return snapshot;
  const held = snapshot.idCard;
  return typeof held === 'string' && held !== '' ? { ...snapshot, idCard: convert(held) } : snapshot;
}

/**
 * What a history entry stores of a change: national IDs sealed (the diff was made on clear values, so
 * an entry still says whether the ID changed). Without a key no ID reaches `users` in the first place.
 */
export function sealHistoryIdCards(crypt: IdCardCrypt) {
  const seal: Convert = (value) => (crypt.available ? crypt.seal(value).idCard : value);
  return {
    changes: (changes: StoredChange[]) => changes.map((change) => convertChange(change, seal)),
    snapshot: (snapshot: Record<string, unknown> | null) => convertSnapshot(snapshot, seal),
  };
}

/** Entries as read back, their national IDs opened (values written before sealing pass as they are). */
export function openHistoryIdCards<
  T extends { changes: StoredChange[]; snapshot: Record<string, unknown> | null },
>(crypt: IdCardCrypt, rows: T[]): T[] {
  const open: Convert = (value) => (value.startsWith('v1.') ? (crypt.open(value) ?? value) : value);
  return rows.map((row) => ({
    ...row,
    changes: row.changes.map((change) => convertChange(change, open)),
    snapshot: convertSnapshot(row.snapshot, open),
  }));
}
