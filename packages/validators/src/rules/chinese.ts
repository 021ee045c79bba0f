import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { textTest } from './text.ts';

// Any Han ideograph (basic block and extensions), nothing else: no spaces, no punctuation.
const HAN = /^\p{Script=Han}+$/u;
const accept = (text: string): boolean => HAN.test(text);

/**
 * True for text of Chinese characters only.
 *
 * @example
 * isChinese('张三'); // true
 */
export const isChinese: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for Chinese characters only (skips empty values): '请正确输入中文'.
 *
 * @example
 * chineseRule.validate(''); // undefined (empty is skipped)
 */
export const chineseRule: FormRule = /* @__PURE__ */ formRule('chinese', isChinese);

/**
 * Zod schema for Chinese characters only, failing with the zh message.
 *
 * @example
 * chineseSchema.parse('张三');
 */
export const chineseSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(chineseRule);
