import type { Area, areaInputSchema } from '@pmc/api-client/contract';
import type { TranslateFn } from '@pmc/i18n/react';
import { z } from 'zod';
import { sharedFields } from '../../../page-parts/form-rules.ts';

/** The area form; the level follows from the parent on the server. */
export function areaFormSchema(t: TranslateFn) {
  const shared = sharedFields(t);
  return z.object({
    parentId: z.string().min(1),
    fullName: shared.fullName,
    enCode: shared.enCode,
    sortCode: shared.sortCode,
    enabledMark: shared.enabledMark,
    description: shared.description,
  });
}
/** The form's values; an edited record also keeps the version it was read at (sent back with the save). */
export type AreaFormValues = z.output<ReturnType<typeof areaFormSchema>> & { lastModifyTime?: number | null };

export const newAreaValues = (parentId = '-1'): AreaFormValues => ({
  parentId,
  fullName: '',
  enCode: '',
  sortCode: 0,
  enabledMark: 1,
  description: '',
});

export const areaValuesOf = (row: Area): AreaFormValues => ({
  parentId: row.parentId,
  fullName: row.fullName,
  enCode: row.enCode,
  sortCode: row.sortCode,
  enabledMark: row.enabledMark,
  description: row.description ?? '',
  lastModifyTime: row.lastModifyTime,
});

/** What a save sends: every field on create, the changed ones and the version on edit; an emptied description is none. */
export function areaBodyOf(values: Partial<AreaFormValues>): z.input<typeof areaInputSchema> {
  const { description, ...rest } = values;
  return (description === undefined ? rest : { ...rest, description: description || null }) as z.input<
    typeof areaInputSchema
  >;
}
