import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { textTest } from './text.ts';

const NAME = /^[\p{Script=Han}A-Za-z0-9]+$/u;
const accept = (text: string): boolean => NAME.test(text);

/**
 * True for a name of Chinese characters, letters and digits (no special symbols).
 *
 * @example
 * isName('一支部A1'); // true
 */
export const isName: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for a name of Chinese characters, letters and digits (no special symbols) (skips empty values): '名称不能含有特殊符号'.
 *
 * @example
 * nameRule.validate(''); // undefined (empty is skipped)
 */
export const nameRule: FormRule = /* @__PURE__ */ formRule('name', isName);

/**
 * Zod schema for a name of Chinese characters, letters and digits (no special symbols), failing with the zh message.
 *
 * @example
 * nameSchema.parse('一支部A1');
 */
export const nameSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(nameRule);
