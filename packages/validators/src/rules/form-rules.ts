import { accountRule } from './account.ts';
import { chineseRule } from './chinese.ts';
import { codeRule } from './code.ts';
import type { FormRule } from './define-rule.ts';
import { emailRule } from './email.ts';
import { idCardRule } from './id-card.ts';
import { licensePlateRule } from './license-plate.ts';
import { mobileRule } from './mobile.ts';
import { nameRule } from './name.ts';
import { numericCodeRule } from './numeric-code.ts';
import { passwordRule } from './password.ts';
import { phoneRule } from './phone.ts';
import { positiveIntegerRule } from './positive-integer.ts';
import { timeRule } from './time.ts';

/** Name of one of the thirteen form rules (docs/guide/validation.md#form-rules). */
export type FormRuleKey =
  | 'mobile'
  | 'phone'
  | 'password'
  | 'idCard'
  | 'email'
  | 'licensePlate'
  | 'chinese'
  | 'code'
  | 'account'
  | 'name'
  | 'numericCode'
  | 'time'
  | 'positiveInteger';

/**
 * The thirteen form rules by name, in the order of docs/guide/validation.md#form-rules: pick one by a
 * configured key.
 *
 * @example
 * formRules[field.rule].validate(value); // undefined or the rule's message
 */
export const formRules: Readonly<Record<FormRuleKey, FormRule>> = {
  mobile: mobileRule,
  phone: phoneRule,
  password: passwordRule,
  idCard: idCardRule,
  email: emailRule,
  licensePlate: licensePlateRule,
  chinese: chineseRule,
  code: codeRule,
  account: accountRule,
  name: nameRule,
  numericCode: numericCodeRule,
  time: timeRule,
  positiveInteger: positiveIntegerRule,
};
