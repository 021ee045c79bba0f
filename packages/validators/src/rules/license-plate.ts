import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { textTest } from './text.ts';

// Province abbreviation (or 使/领 for embassy and consulate cars) + issuing-office letter, then either
// an ordinary serial (5 characters, I and O excluded, the last possibly 挂/学/警/港/澳) or a new-energy serial
// (GA 36-2018 and its 2021 extension: small cars A-H/J/K + 5; large vehicles 5 digits + D/F).
const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领]';
const ORDINARY = new RegExp(`^${PROVINCE}[A-HJ-NP-Z][A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`);
const NEW_ENERGY = new RegExp(`^${PROVINCE}[A-HJ-NP-Z](?:[A-HJK][A-HJ-NP-Z0-9][0-9]{4}|[0-9]{5}[DF])$`);
const accept = (text: string): boolean => ORDINARY.test(text) || NEW_ENERGY.test(text);

/**
 * True for a licence plate, ordinary or new-energy.
 *
 * @example
 * isLicensePlate('京A12345'); // true
 */
export const isLicensePlate: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for a licence plate, ordinary or new-energy (skips empty values): '请正确输入您的车牌号'.
 *
 * @example
 * licensePlateRule.validate(''); // undefined (empty is skipped)
 */
export const licensePlateRule: FormRule = /* @__PURE__ */ formRule('licensePlate', isLicensePlate);

/**
 * Zod schema for a licence plate, ordinary or new-energy, failing with the zh message.
 *
 * @example
 * licensePlateSchema.parse('京A12345');
 */
export const licensePlateSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(licensePlateRule);
