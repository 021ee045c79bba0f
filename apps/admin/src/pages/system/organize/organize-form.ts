import type { Organize, organizeInputSchema } from '@pmc/api-client/contract';
import { z } from 'zod';
import { requiredChoice, sharedFields, type Translate } from '../../../page-parts/form-rules.ts';
import { organizeMessages as m } from './messages.ts';

/** The parent id of a top-level organisation (the contract's default). */
export const TOP_PARENT_ID = '-1';

/**
 * The organisation form: the tree-form defaults of docs/guide/entities-and-states.md#tree-form-defaults plus
 * category, short name and enterprise nature.
 */
export function organizeFormSchema(t: Translate) {
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

type OrganizeBody = z.input<typeof organizeInputSchema> & { lastModifyTime?: number | null };

/**
 * What the server stores, from the whole form (create) or only its changed fields (edit). Short name and
 * nature travel together inside `propertyJson` (docs/guide/entities-and-states.md#tree-form-defaults), so a
 * change to either sends both, the other taken from `base`, the record being edited.
 */
export function organizeBodyOf(
  values: Partial<OrganizeFormValues> & { lastModifyTime?: number | null },
  base?: Partial<OrganizeFormValues>,
): OrganizeBody {
  const { shortName, enterpriseNature, description, ...rest } = values;
  const body: Record<string, unknown> = { ...rest };
  if (description !== undefined) body.description = description || null;
  if (shortName !== undefined || enterpriseNature !== undefined) {
    body.propertyJson = {
      shortName: (shortName ?? base?.shortName) || null,
      enterpriseNature: (enterpriseNature ?? base?.enterpriseNature) || null,
    };
  }
  return body as OrganizeBody;
}
