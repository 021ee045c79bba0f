import { validatorsMessages } from '../messages.ts';
import { defineRule, type FormRule } from './define-rule.ts';

const POSITIVE_INTEGER = /^[1-9][0-9]*$/;
const accept = (text: string): boolean => POSITIVE_INTEGER.test(text);

/**
 * True for a positive integer written without sign or leading zeros.
 *
 * @example
 * isPositiveInteger('42'); // true
 */
export const isPositiveInteger = (value: unknown): boolean => positiveIntegerRule.test(value);

/**
 * Form rule for a positive integer written without sign or leading zeros (skips empty values): '请输入正整数'.
 *
 * @example
 * positiveIntegerRule.validate(''); // undefined (empty is skipped)
 */
export const positiveIntegerRule: FormRule = defineRule(
  'positiveInteger',
  validatorsMessages.positiveInteger,
  accept,
);

/**
 * Zod schema for a positive integer written without sign or leading zeros, failing with the zh message.
 *
 * @example
 * positiveIntegerSchema.parse('42');
 */
export const positiveIntegerSchema = positiveIntegerRule.schema;
