import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { textTest } from './text.ts';

// Letters, digits and dots; a dot may sit anywhere but the first or last place.
const CODE = /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/;
const accept = (text: string): boolean => CODE.test(text);

/**
 * True for a code of letters, digits and dots, with no dot first or last.
 *
 * @example
 * isCode('sys.user.v2'); // true
 */
export const isCode: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for a code of letters, digits and dots, with no dot first or last (skips empty values): '编码只能输入英文、数字和小数点且小数点不能放在首尾'.
 *
 * @example
 * codeRule.validate(''); // undefined (empty is skipped)
 */
export const codeRule: FormRule = /* @__PURE__ */ formRule('code', isCode);

/**
 * Zod schema for a code of letters, digits and dots, with no dot first or last, failing with the zh message.
 *
 * @example
 * codeSchema.parse('sys.user.v2');
 */
export const codeSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(codeRule);
