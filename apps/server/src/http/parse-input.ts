import type { z } from 'zod';
import { serverMessages } from '../messages.ts';
import { fail } from './api-error.ts';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Validates input with a contract schema; the first problem becomes a 400 naming its field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  const field = path.length > 0 ? path.map(String).join('.') : 'body';
  const value = valueAt(input, path);
  const missing = value === undefined || value === null || value === '';
  if (field === 'pageSize' && !missing) throw fail(400, serverMessages.pageSizeInvalid);
  throw fail(400, missing ? serverMessages.fieldRequired : serverMessages.fieldInvalid, { field });
}
