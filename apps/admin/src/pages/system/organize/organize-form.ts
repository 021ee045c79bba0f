import type { Organize, organizeInputSchema } from '@pmc/api-client/contract';
import type { TranslateFn } from '@pmc/i18n/react';
import { z } from 'zod';
import { requiredChoice, sharedFields } from '../shared/form-rules.ts';
import { organizeMessages as m } from './messages.ts';

/** The parent id of a top-level organisation (the contract's default). */
export const TOP_PARENT_ID = '-1';

/** The organisation form: SPEC 3's tree-form defaults plus category, short name and enterprise nature. */
export function organizeFormSchema(t: TranslateFn) {
  const shared = sharedFields(t);
  return z.object({
    parentId: requiredChoice(t, m.parent),
    category: z.enum(['company', 'department']),
    fullName: shared.fullName,
    enCode: shared.enCode,
    shortName: z.string().trim().max(50),
    enterpriseNature: z.string().max(50),
    sortCode: shared.sortCode,
    enabledMark: shared.enabledMark,
    description: shared.description,
  });
}
export type OrganizeFormValues = z.output<ReturnType<typeof organizeFormSchema>>;

/** An empty form, under `parentId` (the row whose 新建下级 was pressed, or the top). */
export function newOrganizeValues(parentId = TOP_PARENT_ID): OrganizeFormValues {
  return {
    parentId,
    category: parentId === TOP_PARENT_ID ? 'company' : 'department',
    fullName: '',
    enCode: '',
    shortName: '',
    enterpriseNature: '',
    sortCode: 0,
    enabledMark: 1,
    description: '',
  };
}

/** The form's values of a stored organisation. */
export function organizeValuesOf(row: Organize): OrganizeFormValues {
  return {
    parentId: row.parentId,
    category: row.category,
    fullName: row.fullName,
    enCode: row.enCode,
    shortName: row.propertyJson.shortName ?? '',
    enterpriseNature: row.propertyJson.enterpriseNature ?? '',
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description ?? '',
  };
}

/** What the server stores: short name and nature travel inside `propertyJson` (SPEC 3). */
export function organizeBodyOf(values: OrganizeFormValues): z.input<typeof organizeInputSchema> {
  return {
    parentId: values.parentId,
    category: values.category,
    fullName: values.fullName,
    enCode: values.enCode,
    propertyJson: {
      shortName: values.shortName || null,
      enterpriseNature: values.enterpriseNature || null,
    },
    sortCode: values.sortCode,
    enabledMark: values.enabledMark,
    description: values.description || null,
  };
}
