import { z } from 'zod';
import { renderZh } from '../format-message.ts';
import type { MessageDescriptor, Translate } from '../message-descriptor.ts';
import { schemaMessage } from '../schema-message.ts';

/**
 * One SPEC 5 form rule: its predicate, its message, a zod schema (which rejects empty input, so
 * compose it with `.optional()` or `.or(z.literal(''))` for optional fields) and a form validator that
 * skips empty values the way the shared form validator does.
 */
export interface FormRule {
  readonly key: string;
  readonly message: MessageDescriptor;
  /** True when the value satisfies the rule (strings, or finite numbers read as their decimal text). */
  readonly test: (value: unknown) => boolean;
  /** Zod schema with the zh message; {@link createRuleSchema} builds one in another language. */
  readonly schema: z.ZodType<string>;
  /** `undefined` when valid or empty (undefined, null, ''), else the rule's message. */
  readonly validate: (value: unknown) => MessageDescriptor | undefined;
}

/**
 * True for the values the form rules skip (undefined, null, ''): "required" is a separate rule.
 *
 * @example
 * isEmptyValue(''); // true
 * isEmptyValue(0); // false
 */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Reads form input as text; numbers from numeric inputs count as their decimal text. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function buildSchema(test: (value: unknown) => boolean, message: MessageDescriptor, translate: Translate) {
  return z.string().refine(test, schemaMessage(translate, message));
}

/** Builds a {@link FormRule} from a predicate over text and its message. */
export function defineRule(
  key: string,
  message: MessageDescriptor,
  accept: (text: string) => boolean,
): FormRule {
  const test = (value: unknown): boolean => {
    const text = asText(value);
    return text !== undefined && accept(text);
  };
  return {
    key,
    message,
    test,
    schema: buildSchema(test, message, renderZh),
    validate: (value) => (isEmptyValue(value) || test(value) ? undefined : message),
  };
}

/**
 * The rule's zod schema with its message rendered by `translate` (e.g. `@pmc/i18n`'s `t`).
 *
 * @example
 * const schema = createRuleSchema(mobileRule, (d) => renderMessage(d, 'en'));
 * schema.safeParse('123').error?.issues[0]?.message; // 'Please enter a valid mobile number'
 */
export function createRuleSchema(rule: FormRule, translate: Translate): z.ZodType<string> {
  return buildSchema(rule.test, rule.message, translate);
}

/**
 * A react-hook-form style `validate` function: `true` when valid or empty, else the translated message.
 *
 * @example
 * register('mobile', { validate: createRuleValidator(mobileRule, t) });
 */
export function createRuleValidator(
  rule: FormRule,
  translate: Translate = renderZh,
): (value: unknown) => true | string {
  return (value) => {
    const failure = rule.validate(value);
    return failure ? translate(failure) : true;
  };
}
