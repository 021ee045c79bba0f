import type { BillRule, billRuleInputSchema } from '@pmc/api-client/contract';
import type { TranslateFn } from '@pmc/i18n/react';
import { z } from 'zod';
import { sharedFields } from '../../../page-parts/form-rules.ts';
import { billRuleMessages as m } from './messages.ts';

/** The contract's limits (billRuleInputSchema), with messages in the user's language. */
export function billRuleFormSchema(t: TranslateFn) {
  const shared = sharedFields(t);
  const whole = (min: number, max: number) =>
    z.coerce
      .number<unknown>()
      .int(t(m.numberRange, { min, max }))
      .min(min, t(m.numberRange, { min, max }))
      .max(max, t(m.numberRange, { min, max }));
  return z.object({
    fullName: shared.fullName,
    enCode: shared.enCode,
    prefix: z
      .string()
      .trim()
      .max(20)
      .regex(/^[A-Za-z0-9_-]*$/, t(m.prefixRule)),
    dateFormat: z.enum(['', 'yyyy', 'yyyyMM', 'yyyyMMdd']),
    digit: whole(1, 12),
    startNumber: whole(0, 999_999_999),
    currentNumber: whole(0, 999_999_999),
    sortCode: shared.sortCode,
    enabledMark: shared.enabledMark,
    description: shared.description,
  });
}
/** The form's values; an edited record also keeps the version it was read at (sent back with the save). */
export type BillRuleFormValues = z.output<ReturnType<typeof billRuleFormSchema>> & {
  lastModifyTime?: number | null;
};

export const newBillRuleValues = (): BillRuleFormValues => ({
  fullName: '',
  enCode: '',
  prefix: '',
  dateFormat: 'yyyyMMdd',
  digit: 4,
  startNumber: 1,
  currentNumber: 0,
  sortCode: 0,
  enabledMark: 1,
  description: '',
});

export function billRuleValuesOf(row: BillRule): BillRuleFormValues {
  return {
    fullName: row.fullName,
    enCode: row.enCode,
    prefix: row.prefix,
    dateFormat: row.dateFormat,
    digit: row.digit,
    startNumber: row.startNumber,
    currentNumber: row.currentNumber,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description ?? '',
    lastModifyTime: row.lastModifyTime,
  };
}

/** What the form sends (every field on create, the changed ones and the version on edit): an emptied description is stored as none. */
export function billRuleBodyOf(
  values: Partial<BillRuleFormValues>,
): Partial<z.input<typeof billRuleInputSchema>> & { lastModifyTime?: number | null } {
  const { description, ...rest } = values;
  return description === undefined ? rest : { ...rest, description: description || null };
}
