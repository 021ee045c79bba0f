import type { z } from 'zod';
import { type Locale, type MessageDescriptor, serverCatalog, translate } from '../http/locale.ts';
import { serverMessages as m } from '../messages.ts';
import type { JudgedRow } from './import-kind.ts';
import { issueErrors } from './issue-errors.ts';

/** The state column's two values (启用/Enabled, 禁用/Disabled), as every imported entity has it. */
export const STATES: [MessageDescriptor, 0 | 1][] = [
  [m.valueEnabled, 1],
  [m.valueDisabled, 0],
];

/** A cell text that means one of a few values in any language (男/Male, 启用/Enabled, …), or undefined. */
export function readChoice<T>(cell: string, choices: [MessageDescriptor, T][]): T | undefined {
  for (const [descriptor, value] of choices)
    if ((Object.keys(serverCatalog) as Locale[]).some((l) => translate(l, descriptor) === cell)) return value;
  return undefined;
}

/** What the contract's `safeParse` answers. */
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: z.core.$ZodIssue[] } };

/**
 * One row's cells as an entity's judge reads them, collecting each cell's fault in the caller's
 * language. An absent cell (blank) keeps the record's value, which the caller passes as `fallback`.
 */
export function rowCells(values: Readonly<Record<string, string>>, locale: Locale) {
  const errors: { field: string; msg: string }[] = [];
  const report = (field: string, descriptor: MessageDescriptor) => {
    errors.push({ field, msg: translate(locale, descriptor) });
  };
  return {
    errors,
    report,
    /** A cell naming one of `options` in any language; other text is a fault of the cell. */
    choice<T>(key: string, options: [MessageDescriptor, T][], fallback: T): T {
      const cell = values[key];
      if (cell === undefined) return fallback;
      const value = readChoice(cell, options);
      if (value === undefined) report(key, m.valueInvalid);
      return value ?? fallback;
    },
    /** A whole number (a sort code); other text is NaN, which the contract's schema refuses in its words. */
    wholeNumber(key: string, fallback: number): number {
      const cell = values[key];
      if (cell === undefined) return fallback;
      return /^\d+$/.test(cell) ? Number(cell) : Number.NaN;
    },
    /**
     * The row's verdict once the contract's schema parsed it: its issues as cell errors (`fieldOf` maps a
     * schema path to the column, `headerOf` names it), or, with no fault, what `plan` makes of the input.
     */
    verdict<Input, Plan>(
      result: Parsed<Input>,
      existing: boolean,
      columns: { headerOf: (field: string) => MessageDescriptor; fieldOf: (path: string) => string },
      plan: (input: Input) => { changes: string[]; plan: Plan },
    ): JudgedRow<Plan> {
      if (!result.success)
        issueErrors(result.error.issues, values, locale, columns.headerOf, columns.fieldOf, errors);
      if (errors.length > 0 || !result.success) return { errors, existing, changes: [] };
      return { errors, existing, ...plan(result.data) };
    },
  };
}
