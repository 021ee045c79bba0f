import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { asText } from './text.ts';

// GB 11643-1999: 6-digit region, yyyyMMdd birth date, 3-digit sequence, ISO 7064 MOD 11-2 check character.
const SHAPE = /^[1-9][0-9]{5}([0-9]{4})([0-9]{2})([0-9]{2})[0-9]{3}[0-9Xx]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK = '10X98765432';
// First two digits: provinces, autonomous regions and municipalities, plus 71/81/82/83 (Taiwan, Hong
// Kong, Macao and residence permits) and 91 (issued abroad).
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83, 91,
]);

/** Options of {@link isIdCard}. */
export interface IdCardOptions {
  /** Birth dates after this moment are rejected; defaults to the current time. */
  now?: Date | number;
}

/**
 * GB 11643 check character (ISO 7064 MOD 11-2) of the first 17 digits of a national ID number.
 *
 * @example
 * idCardCheckCharacter('11010519491231002'); // 'X'
 */
export function idCardCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11]!;
}

function acceptIdCard(text: string, now: number): boolean {
  const match = SHAPE.exec(text);
  if (!match) return false;
  if (!PROVINCES.has(Number(text.slice(0, 2)))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1800) return false;
  // A calendar date that exists (Feb 29 only in leap years), read in UTC so the machine's zone is irrelevant.
  const birth = Date.UTC(year, month - 1, day);
  const date = new Date(birth);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  if (birth > now) return false;
  return idCardCheckCharacter(text) === text[17]!.toUpperCase();
}

/**
 * True for an 18-character national ID number: valid region, a real birth date not in the future and
 * the GB 11643 check character (`x` accepted for `X`).
 *
 * @example
 * isIdCard('11010519491231002X'); // true
 */
export function isIdCard(value: unknown, options: IdCardOptions = {}): boolean {
  const text = asText(value);
  const now = options.now === undefined ? Date.now() : Number(options.now);
  return text !== undefined && acceptIdCard(text, now);
}

/**
 * Form rule for a national ID number (skips empty values): '请正确输入您的身份证号码'.
 *
 * @example
 * idCardRule.validate('110105194912310021'); // validatorsMessages.idCard (wrong check digit)
 */
export const idCardRule: FormRule = /* @__PURE__ */ formRule('idCard', (value) => isIdCard(value));

/**
 * Zod schema for a national ID number, failing with the zh message.
 *
 * @example
 * idCardSchema.parse('11010519491231002X');
 */
export const idCardSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(idCardRule);
