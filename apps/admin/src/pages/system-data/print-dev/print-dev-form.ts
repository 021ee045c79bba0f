import type { PrintTemplate, printTemplateInputSchema } from '@pmc/api-client/contract';
import type { TranslateFn } from '@pmc/i18n/react';
import { z } from 'zod';
import { sharedFields } from '../../../page-parts/form-rules.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { printDevMessages as m } from './messages.ts';

/** The contract's limits (printTemplateInputSchema) with messages in the user's language. */
export function printDevFormSchema(t: TranslateFn) {
  const shared = sharedFields(t);
  return z.object({
    fullName: shared.fullName,
    enCode: shared.enCode,
    type: z.union([z.literal(1), z.literal(2)]),
    category: z
      .string()
      .trim()
      .min(1, t(s.inputRequired, { field: t(m.category) }))
      .max(50),
    content: z.string().max(200_000),
    sortCode: shared.sortCode,
    enabledMark: shared.enabledMark,
    description: shared.description,
  });
}
export type PrintDevFormValues = z.output<ReturnType<typeof printDevFormSchema>> & {
  lastModifyTime?: number | null;
};

export const newPrintDevValues = (type: 1 | 2 = 2): PrintDevFormValues => ({
  fullName: '',
  enCode: '',
  type,
  category: '',
  content: '',
  sortCode: 0,
  enabledMark: 1,
  description: '',
});

/** A stored template as the form shows it, keeping the version read for the save. */
export const printDevValuesOf = (row: PrintTemplate): PrintDevFormValues => ({
  fullName: row.fullName,
  enCode: row.enCode,
  type: row.type,
  category: row.category,
  content: row.content,
  sortCode: row.sortCode,
  enabledMark: row.enabledMark,
  description: row.description ?? '',
  lastModifyTime: row.lastModifyTime,
});

/** What a save sends: every field on create, the changed ones on edit; an emptied description is none. */
export function printDevBodyOf(
  values: Partial<PrintDevFormValues>,
): z.input<typeof printTemplateInputSchema> & { lastModifyTime?: number | null } {
  const { description, ...rest } = values;
  return (description === undefined ? rest : { ...rest, description: description || null }) as never;
}
