import * as z from 'zod';
import { renderZh } from '../format-message.ts';
import type { MessageDescriptor, Translate } from '../message-descriptor.ts';
import { type ValidatorsMessageKey, validatorsMessages } from '../messages.ts';
import { schemaMessage } from '../schema-message.ts';
import { isEmptyValue } from './text.ts';

/**
 * One form rule (docs/guide/validation.md#how-a-rule-runs): its predicate, its message, a zod schema (which
 * rejects empty input, so compose it with `.optional()` or `.or(z.literal(''))` for optional fields) and a
 * form validator that skips empty values the way the shared form validator does.
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

export { asText, isEmptyValue } from './text.ts';

function buildSchema(test: (value: unknown) => boolean, message: MessageDescriptor, translate: Translate) {
  return z.string().refine(test, schemaMessage(translate, message));
}

/**
 * Builds a {@link FormRule} from its predicate and message. The zod schema is built on first use, so
 * that a rule costs nothing at import time (the server and the app import every rule).
 */
export function defineRule(
  key: string,
  message: MessageDescriptor,
  test: (value: unknown) => boolean,
): FormRule {
  let schema: z.ZodType<string> | undefined;
  return {
    key,
    message,
    test,
    get schema() {
      schema ??= buildSchema(test, message, renderZh);
      return schema;
    },
    validate: (value) => (isEmptyValue(value) || test(value) ? undefined : message),
  };
}

/**
 * {@link defineRule} for one of the package's own rules, its message looked up by key: written at module
 * level as `/* @__PURE__ *\/ formRule('mobile', isMobile)`, the call's arguments have no property read
 * that a bundler must keep, so an app that imports only `isMobile` drops the rule (and zod) entirely.
 */
export function formRule(key: ValidatorsMessageKey, test: (value: unknown) => boolean): FormRule {
  return defineRule(key, validatorsMessages[key], test);
}

/** The rule's zh schema: a function, so that a module-level `xSchema` can be marked pure. */
export const ruleSchema = (rule: FormRule): z.ZodType<string> => rule.schema;

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
