import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { textTest } from './text.ts';

const DIGITS = /^[0-9]+$/;
const accept = (text: string): boolean => DIGITS.test(text);

/**
 * True for a code of ASCII digits only.
 *
 * @example
 * isNumericCode('00123'); // true
 */
export const isNumericCode: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for a code of ASCII digits only (skips empty values): '编码只能输入数字'.
 *
 * @example
 * numericCodeRule.validate(''); // undefined (empty is skipped)
 */
export const numericCodeRule: FormRule = /* @__PURE__ */ formRule('numericCode', isNumericCode);

/**
 * Zod schema for a code of ASCII digits only, failing with the zh message.
 *
 * @example
 * numericCodeSchema.parse('00123');
 */
export const numericCodeSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(numericCodeRule);
