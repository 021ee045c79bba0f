import type { StoredChange } from '../db/schema/history.ts';
import { isSecretField } from './secret-fields.ts';

/** Bookkeeping columns that change with every save and say nothing a reader needs. */
const IGNORED = new Set(['lastModifyTime', 'creatorTime', 'creatorUserId', 'id', 'organizeName']);

/** A value as stored: undefined and empty text read as null, so '' → null is no change. */
function normal(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields of `after` whose value differs from `before`, as `{ field, before, after }`. Lists of ids
 * (roleIds, positionIds, …) compare as sets and also say which ids were added and removed. Secrets and
 * bookkeeping columns are left out.
 */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): StoredChange[] {
  const changes: StoredChange[] = [];
  for (const [field, next] of Object.entries(after)) {
    if (next === undefined || IGNORED.has(field) || isSecretField(field)) continue;
    const prev = before[field];
    if (Array.isArray(next) || Array.isArray(prev)) {
      const was = ((prev as unknown[] | null | undefined) ?? []).map(String);
      const is = ((next as unknown[] | null | undefined) ?? []).map(String);
      const added = is.filter((id) => !was.includes(id));
      const removed = was.filter((id) => !is.includes(id));
      if (added.length || removed.length) changes.push({ field, before: was, after: is, added, removed });
      continue;
    }
    if (!same(normal(prev), normal(next))) changes.push({ field, before: normal(prev), after: normal(next) });
  }
  return changes;
}

/** Every field of a created record as `{ field, after }` (secrets and bookkeeping left out). */
export function initialFields(after: Record<string, unknown>): StoredChange[] {
  return diffFields({}, after);
}
