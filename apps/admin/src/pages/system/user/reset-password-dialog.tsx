import { hashPassword } from '@pmc/api-client';
import { useApiMutation } from '@pmc/api-client/react';
import { type Translatable, useTranslate } from '@pmc/ui';
import { isStrongPassword, PASSWORD_INPUT_MAX_LENGTH, validatorsMessages as v } from '@pmc/validators';
import { FormDialog, type FormDialogField } from '@pmc/widgets/kit';
import { z } from 'zod';
import { mutations } from '../../../app/queries.ts';
import { userMessages as m } from './messages.ts';
import type { UserRow } from './user-columns.tsx';

interface ResetValues {
  newPassword: string;
  repeatPassword: string;
}

const fields: FormDialogField<ResetValues>[] = [
  {
    name: 'newPassword',
    label: m.newPassword,
    type: 'password',
    required: true,
    permission: false,
    maxLength: PASSWORD_INPUT_MAX_LENGTH,
  },
  {
    name: 'repeatPassword',
    label: m.repeatPassword,
    type: 'password',
    required: true,
    permission: false,
    maxLength: PASSWORD_INPUT_MAX_LENGTH,
  },
];
const defaults: ResetValues = { newPassword: '', repeatPassword: '' };

/**
 * The change-password rules (docs/guide/validation.md#change-password-dialog) without the old password: an
 * administrator sets a new one.
 */
export const resetPasswordSchema = (t: (text: Translatable) => string) =>
  z
    .object({
      newPassword: z
        .string()
        .min(1, t(v.newPasswordRequired))
        .refine((value) => value === '' || isStrongPassword(value), t(v.newPasswordStrength)),
      repeatPassword: z.string().min(1, t(v.repeatPasswordRequired)),
    })
    .refine((values) => values.repeatPassword === '' || values.repeatPassword === values.newPassword, {
      message: t(v.passwordMismatch),
      path: ['repeatPassword'],
    });

/**
 * 重置密码: the administrator types the new password twice, with the strength rule of the password
 * dialog; it is sent hashed, flagged weak (the user must change it) and signs the user out everywhere.
 */
export function ResetPasswordDialog({ user, onClose }: { user: UserRow | undefined; onClose: () => void }) {
  const t = useTranslate();
  const reset = useApiMutation(mutations.user.resetPassword);
  return (
    <FormDialog<ResetValues>
      open={user !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.resetPassword}
      heading={t(m.resetPasswordOf, { account: user?.account ?? '' })}
      successMessage={m.resetDone}
      defaults={defaults}
      schema={resetPasswordSchema}
      fields={fields}
      width={480}
      onSubmit={async (values) => {
        if (!user || !values.newPassword) return;
        await reset.mutateAsync({
          params: { id: user.id },
          body: { password: hashPassword(values.newPassword) },
        });
      }}
    />
  );
}
