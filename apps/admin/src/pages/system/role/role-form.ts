import type { Role, roleInputSchema } from '@pmc/api-client/contract';
import type { TranslateFn } from '@pmc/i18n/react';
import { nameRule } from '@pmc/validators';
import { z } from 'zod';
import { requiredChoice, sharedFields } from '../../../page-parts/form-rules.ts';
import { roleMessages as m } from '../../permission/messages.ts';

/**
 * The role form: the name and code rules of docs/guide/validation.md#form-rules, a type from the 'roleType'
 * dictionary.
 */
export function roleFormSchema(t: TranslateFn) {
  const shared = sharedFields(t);
  return z.object({
    fullName: shared.fullName.refine((value) => !nameRule.validate(value), t(nameRule.message)),
    enCode: shared.enCode,
    type: requiredChoice(t, m.type),
    sortCode: shared.sortCode,
    enabledMark: shared.enabledMark,
    description: shared.description,
  });
}
export type RoleFormValues = z.output<ReturnType<typeof roleFormSchema>>;

export const newRoleValues = (): RoleFormValues => ({
  fullName: '',
  enCode: '',
  type: 'user',
  sortCode: 0,
  enabledMark: 1,
  description: '',
});

export function roleValuesOf(role: Role): RoleFormValues {
  return {
    fullName: role.fullName,
    enCode: role.enCode,
    type: role.type,
    sortCode: role.sortCode,
    enabledMark: role.enabledMark,
    description: role.description ?? '',
  };
}

type RoleBody = z.input<typeof roleInputSchema> & { lastModifyTime?: number | null };

/** The body of a create (every field) or an edit (the changed ones only); an emptied description is null. */
export function roleBodyOf(values: Partial<RoleFormValues> & { lastModifyTime?: number | null }): RoleBody {
  const { description, ...rest } = values;
  return (description === undefined ? rest : { ...rest, description: description || null }) as RoleBody;
}
