import * as z from 'zod';

/**
 * C0 control characters other than tab, line feed and carriage return, DEL, the C1 block and lone
 * UTF-16 surrogates. PostgreSQL refuses `\u0000` in text (so it used to come back as a 500), and none
 * of the others is anything a person types into an admin form.
 */
export const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** Longest text any input field takes unless its schema says less (a backstop for every string). */
export const MAX_TEXT_LENGTH = 10_000;

/** Why the input guard refused a value: read from `issue.params.reason` (the server picks the message). */
export type InputGuardReason = 'controlCharacter' | 'tooLong';

function walk(value: unknown, path: PropertyKey[], ctx: z.RefinementCtx, depth: number): void {
  if (typeof value === 'string') {
    const reason: InputGuardReason | undefined = CONTROL_CHARACTER.test(value)
      ? 'controlCharacter'
      : value.length > MAX_TEXT_LENGTH
        ? 'tooLong'
        : undefined;
    if (reason) ctx.addIssue({ code: 'custom', path: [...path], message: reason, params: { reason } });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  // Parsed input is shallow (forms, id lists); deeper nesting is refused rather than walked without end.
  if (depth > 8) {
    ctx.addIssue({ code: 'custom', path: [...path], message: 'tooLong', params: { reason: 'tooLong' } });
    return;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walk(item, [...path, i], ctx, depth + 1);
  } else {
    for (const key of Object.keys(value))
      walk((value as Record<string, unknown>)[key], [...path, key], ctx, depth + 1);
  }
}

/**
 * Adds to a query, body or path-parameter schema the rules every text field shares: no control
 * characters and at most MAX_TEXT_LENGTH characters, each problem reported with its field's path. It
 * runs even when other fields failed (`when`), so one answer names every field at fault. The schema's
 * type is unchanged (a refinement), so the client's types and the OpenAPI document are not affected.
 */
export function guardInput<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => walk(value, [], ctx, 0), { when: () => true }) as S;
}

/** One field at fault in a code-400 answer: its dotted path (`roleIds.0`) and the translated message. */
export const fieldProblemSchema = z.object({ path: z.string(), message: z.string() });

/** The `data` of every code-400 answer: every field at fault, not only the first. */
export const badRequestDataSchema = z.object({ fields: z.array(fieldProblemSchema) });
