import type { Department, departmentInputSchema } from '@pmc/api-client/contract';
import type { TranslateFn } from '@pmc/i18n/react';
import { z } from 'zod';
import { requiredChoice, sharedFields } from '../shared/form-rules.ts';
import { departmentMessages as m } from './messages.ts';

/** The department form: a node under a company or department, with an optional manager. */
export function departmentFormSchema(t: TranslateFn) {
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

/**
 * The body the server stores. Short name and enterprise nature belong to companies; a department
 * keeps what it had (`propertyJson` passed through from the row being edited).
 */
export function departmentBodyOf(
  values: DepartmentFormValues,
  propertyJson: Department['propertyJson'] = {},
): z.input<typeof departmentInputSchema> {
  return {
    parentId: values.parentId,
    fullName: values.fullName,
    enCode: values.enCode,
    managerId: values.managerId || null,
    propertyJson,
    sortCode: values.sortCode,
    enabledMark: values.enabledMark,
    description: values.description || null,
  };
}
