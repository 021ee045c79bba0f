import { personalKindOf } from '@pmc/api-client/contract';
import { maskPersonal } from '@pmc/validators';

/** Keys whose objects name fields rather than hold their values (a history entry's `labels`). */
const ABOUT_FIELDS = new Set(['labels']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A copy of an answer with every personal value masked: a field the contract marks personal
 * (`personalFields`) wherever it sits, and a history change's before and after when the field it names
 * is personal. What is not a plain object or array is kept as it is.
 */
export function maskAnswer<T>(value: T): T {
  if (Array.isArray(value)) return value.map(maskAnswer) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  // A history change ({ field, before, after }) holds the field's values under other names.
  const changeKind = typeof value.field === 'string' ? personalKindOf(value.field) : undefined;
  for (const [key, item] of Object.entries(value)) {
    const kind =
      personalKindOf(key) ?? (changeKind && (key === 'before' || key === 'after') ? changeKind : undefined);
    if (ABOUT_FIELDS.has(key)) out[key] = item;
    else out[key] = kind && typeof item === 'string' ? maskPersonal(kind, item) : maskAnswer(item);
  }
  return out as T;
}
