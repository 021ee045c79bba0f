import type { Department, departmentInputSchema } from '@pmc/api-client/contract';
import { z } from 'zod';
import { requiredChoice, sharedFields, type Translate } from '../../../page-parts/form-rules.ts';
import { departmentMessages as m } from './messages.ts';

/** The department form: a node under a company or department, with an optional manager. */
export function departmentFormSchema(t: Translate) {
  const shared = sharedFields(t);
  return z.object({
    parentId: requiredChoice(t, m.parent),
    fullName: shared.fullName,
    enCode: shared.enCode,
    managerId: z.string(),
    sortCode: shared.sortCode,
    enabledMark: shared.enabledMark,
    description: shared.description,
  });
}
export type DepartmentFormValues = z.output<ReturnType<typeof departmentFormSchema>>;

export function newDepartmentValues(parentId = ''): DepartmentFormValues {
  return { parentId, fullName: '', enCode: '', managerId: '', sortCode: 0, enabledMark: 1, description: '' };
}

export function departmentValuesOf(row: Department): DepartmentFormValues {
  return {
    parentId: row.parentId,
    fullName: row.fullName,
    enCode: row.enCode,
    managerId: row.managerId ?? '',
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description ?? '',
  };
}

type DepartmentBody = z.input<typeof departmentInputSchema> & { lastModifyTime?: number | null };

/**
 * The body of a create (every field) or an edit (the changed ones). Empty manager and description
 * are sent as null, which is how the server clears them.
 */
export function departmentBodyOf(
  values: Partial<DepartmentFormValues> & { lastModifyTime?: number | null },
): DepartmentBody {
  const { managerId, description, ...rest } = values;
  const body: Record<string, unknown> = { ...rest };
  if (managerId !== undefined) body.managerId = managerId || null;
  if (description !== undefined) body.description = description || null;
  return body as DepartmentBody;
}
