import { renderMessage } from '@pmc/validators/catalog';
import type { z } from 'zod';
import { type Locale, type MessageDescriptor, translate } from '../http/locale.ts';
import { serverMessages as m } from '../messages.ts';

/**
 * A failed contract parse as cell errors: a `@pmc/validators` rule's own message, else "required" or
 * "invalid" naming the column. `fieldOf` maps a schema path to the sheet column; a cell already at
 * fault (unknown, out of scope) keeps its first message.
 */
export function issueErrors(
  issues: readonly z.core.$ZodIssue[],
  values: Record<string, string>,
  locale: Locale,
  headerOf: (field: string) => MessageDescriptor,
  fieldOf: (path: string) => string,
  errors: { field: string; msg: string }[],
): void {
  for (const issue of issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (errors.some((e) => e.field === field)) continue;
    const ruleId = (issue as { params?: { id?: string } }).params?.id;
    errors.push({
      field,
      msg: ruleId
        ? renderMessage({ id: ruleId, message: issue.message }, locale)
        : translate(locale, {
            ...((values[field] ?? '') === '' ? m.fieldRequired : m.fieldInvalid),
            values: { field: translate(locale, headerOf(field)) },
          }),
    });
  }
}
