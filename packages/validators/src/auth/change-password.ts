import * as z from 'zod';
import { renderZh } from '../format-message.ts';
import type { Translate } from '../message-descriptor.ts';
import { validatorsMessages as m } from '../messages.ts';
import { schemaMessage } from '../schema-message.ts';
import { isStrongPassword } from './strong-password.ts';

// Required checks are refinements (not .min(1)) so their issues carry the message id in `params` too.
const filled = (value: string): boolean => value !== '';

/**
 * Every input of the change-password dialog accepts at most this many characters
 * (docs/guide/validation.md#change-password-dialog).
 */
export const PASSWORD_INPUT_MAX_LENGTH = 16;

/** Values of the change-password form. The app hashes old and new before sending (conventions). */
export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** A field of {@link ChangePasswordValues}. */
export type ChangePasswordField = keyof ChangePasswordValues;

/**
 * Builds the change-password schema with messages rendered by `translate` (`@pmc/i18n`'s `t` in the
 * app; zh by default). The mismatch is reported on `repeatPassword` and is checked even when the new
 * password itself is invalid, as soon as the repeat is filled in.
 *
 * @example
 * const schema = createChangePasswordSchema(t);
 * useForm({ resolver: zodResolver(schema), mode: 'onBlur' });
 */
export function createChangePasswordSchema(translate: Translate = renderZh) {
  return z
    .object({
      oldPassword: z.string().refine(filled, schemaMessage(translate, m.oldPasswordRequired)),
      newPassword: z
        .string()
        .refine(filled, schemaMessage(translate, m.newPasswordRequired))
        .refine(
          (value) => value === '' || isStrongPassword(value),
          schemaMessage(translate, m.newPasswordStrength),
        ),
      repeatPassword: z.string().refine(filled, schemaMessage(translate, m.repeatPasswordRequired)),
    })
    .refine((values) => values.repeatPassword === '' || values.repeatPassword === values.newPassword, {
      ...schemaMessage(translate, m.passwordMismatch),
      path: ['repeatPassword'],
      // zod skips object refinements after field issues unless told when to run: run whenever both
      // passwords are strings, so a mismatch shows next to "required" or "too weak" on the other field.
      when: (payload) => {
        const value = payload.value as Partial<Record<ChangePasswordField, unknown>> | undefined;
        return typeof value?.newPassword === 'string' && typeof value.repeatPassword === 'string';
      },
    });
}

/**
 * The change-password schema with the zh source messages.
 *
 * @example
 * changePasswordSchema.safeParse({ oldPassword: 'x', newPassword: 'Abcdef12', repeatPassword: 'Abcdef13' });
 * // error on repeatPassword: '两次密码输入不一致'
 */
export const changePasswordSchema = /* @__PURE__ */ createChangePasswordSchema();

/**
 * Fields to validate again after `changed` was edited: editing the new password re-checks the repeat,
 * once the repeat holds something (an untouched repeat should not light up "required").
 *
 * @example
 * const fields = changePasswordRevalidate('newPassword', getValues());
 * if (fields.length) void trigger(fields);
 */
export function changePasswordRevalidate(
  changed: ChangePasswordField,
  values: Partial<ChangePasswordValues>,
): ChangePasswordField[] {
  return changed === 'newPassword' && values.repeatPassword ? ['repeatPassword'] : [];
}
