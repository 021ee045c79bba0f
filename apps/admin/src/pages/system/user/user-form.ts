import type { User } from '@pmc/api-client/contract';
import type { Translatable } from '@pmc/ui';
import {
  accountRule,
  emailRule,
  type FormRule,
  holdsMask,
  idCardRule,
  isPassword,
  mobileRule,
  nameRule,
  passwordRule,
} from '@pmc/validators';
import { z } from 'zod';
import { userMessages as m } from './messages.ts';

type Translate = (text: Translatable, values?: Record<string, unknown>) => string;

/** The user form's values as its controls hold them (gender as text for the select). */
export interface UserFormValues {
  account: string;
  realName: string;
  gender: string;
  mobile: string;
  email: string;
  idCard: string;
  organizeId: string;
  positionIds: string[];
  roleIds: string[];
  avatar: string;
  sortCode: number;
  description: string;
  /** Create only: the initial password in clear; hashed before it is sent. */
  password: string;
}

export const newUserValues = (organizeId = ''): UserFormValues => ({
  account: '',
  realName: '',
  gender: '0',
  mobile: '',
  email: '',
  idCard: '',
  organizeId,
  positionIds: [],
  roleIds: [],
  avatar: '',
  sortCode: 0,
  description: '',
  password: '',
});

/** A stored user as the form shows it (null texts empty), keeping `lastModifyTime` for the save. */
export function userFormValuesOf(user: User): UserFormValues & { lastModifyTime: number | null } {
  const extra = user as User & { idCard?: string | null };
  return {
    account: user.account,
    realName: user.realName,
    gender: String(user.gender),
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    idCard: extra.idCard ?? '',
    organizeId: user.organizeId ?? '',
    positionIds: [...user.positionIds],
    roleIds: [...user.roleIds],
    avatar: user.avatar ?? '',
    sortCode: user.sortCode,
    description: user.description ?? '',
    password: '',
    lastModifyTime: user.lastModifyTime,
  };
}

/**
 * A required field with its form rule (docs/guide/validation.md#form-rules): 请输入{field} when empty, the
 * rule's message otherwise.
 */
const requiredRule = (rule: FormRule, t: Translate, label: Translatable, max: number) =>
  z
    .string()
    .trim()
    .min(1, t(m.required, { field: t(label) }))
    .max(max)
    .refine((value) => value === '' || rule.test(value), t(rule.message));

/**
 * An optional field with its form rule (empty allowed). A personal field loads masked (138****0000):
 * left as it is, it is not sent; sent still masked, the server names it.
 */
const optionalRule = (rule: FormRule, t: Translate, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || holdsMask(v) || rule.test(v), t(rule.message));

/**
 * The user form's rules, in the user's language: the account, name, mobile, e-mail and national ID
 * rules of `@pmc/validators` (the contract checks the same ones), an organisation required, and the
 * optional initial password with the general password rule.
 */
export function userFormSchema(t: Translate) {
  return z.object({
    account: requiredRule(accountRule, t, m.account, 50),
    realName: requiredRule(nameRule, t, m.realName, 50),
    gender: z.enum(['0', '1', '2']),
    mobile: optionalRule(mobileRule, t, 11),
    email: optionalRule(emailRule, t, 100),
    idCard: optionalRule(idCardRule, t, 18),
    organizeId: z.string().min(1, t(m.requiredChoice, { field: t(m.organize) })),
    positionIds: z.array(z.string()).max(50),
    roleIds: z.array(z.string()).max(50),
    avatar: z.string().max(300),
    sortCode: z.coerce.number<unknown>().int().min(0).max(999999),
    description: z.string().max(500),
    password: z.string().refine((v) => v === '' || isPassword(v), t(passwordRule.message)),
  });
}

/**
 * What the API takes from the (changed) form values: gender as a number, the password hashed (left
 * out when empty: the server's default initial password), empty optional texts as null.
 */
export function userBodyOf(
  values: Partial<UserFormValues> & { lastModifyTime?: number | null },
  hash: (plain: string) => string,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  if (values.gender !== undefined) body.gender = Number(values.gender);
  if ('password' in values) {
    if (values.password) body.password = hash(values.password);
    else delete body.password;
  }
  for (const key of ['mobile', 'email', 'idCard', 'description'] as const) {
    if (key in values && values[key] === '') body[key] = null;
  }
  return body;
}
