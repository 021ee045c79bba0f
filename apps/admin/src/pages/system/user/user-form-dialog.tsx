import { hashPassword, isApiError } from '@pmc/api-client';
import { RESTORE_OF_HEADER, type User } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { message, Select, useTranslate } from '@pmc/ui';
import { ImageUpload, type TreeNode, TreeSelect } from '@pmc/widgets';
import { FormDialog, type FormDialogField } from '@pmc/widgets/kit';
import { useMemo } from 'react';
import { api } from '../../../app/api.ts';
import { mutations } from '../../../app/queries.ts';
import { userMessages as m } from './messages.ts';
import { userCodes } from './user-codes.ts';
import {
  newUserValues,
  type UserFormValues,
  userBodyOf,
  userFormSchema,
  userFormValuesOf,
} from './user-form.ts';

/** What the user form is open on: a user (id '' for a new one); null or undefined: closed. */
export type UserEditing =
  | (UserFormValues & {
      id: string;
      lastModifyTime: number | null;
      restored?: Partial<UserFormValues>;
      /** The history entry the restored values come from: the save says so (recorded as a restore). */
      restoreOf?: string;
    })
  | null
  | undefined;

/**
 * A stored user opened for editing. `restored`: old values from the user's history, shown over the
 * stored ones (a normal edit then); only the fields they name are prefilled.
 */
export function userEditingOf(
  user: User,
  restored?: Record<string, unknown>,
  restoreOf?: string,
): UserEditing {
  const old = restored ? userFormValuesOf({ ...user, ...restored } as User) : undefined;
  const prefill = old
    ? (Object.fromEntries(
        Object.keys(restored ?? {})
          .filter((key) => key in old)
          .map((key) => [key, old[key as keyof typeof old]]),
      ) as Partial<UserFormValues>)
    : undefined;
  return {
    ...userFormValuesOf(user),
    id: user.id,
    ...(prefill ? { restored: prefill } : {}),
    ...(restoreOf ? { restoreOf } : {}),
  };
}

export interface UserFormDialogProps {
  editing: UserEditing;
  /** The organisation chosen in the tree: a new user's default. */
  organizeId: string | undefined;
  orgNodes: TreeNode[];
  positionNodes: TreeNode[];
  /** The enabled roles. */
  roleNodes: TreeNode[];
  onClose: () => void;
}

/**
 * The user form, create and edit in one: account (fixed once saved), name, gender, contacts, ID card,
 * organisation, positions, roles, the initial password on create, avatar, order and notes. A save over
 * a newer one (409) says the record changed; a save of restored values names the history entry.
 */
export function UserFormDialog({
  editing,
  organizeId,
  orgNodes,
  positionNodes,
  roleNodes,
  onClose,
}: UserFormDialogProps) {
  const t = useTranslate();
  const update = useApiMutation(mutations.user.update);
  const create = useApiMutation(mutations.user.create);

  // The seed gives form codes to account, name, mobile, e-mail and national ID only (the fields a role
  // may be denied); the others carry `permission: false`, so every editor has them.
  const fields = useMemo<FormDialogField<UserFormValues>[]>(
    () => [
      { name: userCodes.form.account, label: m.account, required: true, readOnlyOn: 'edit', maxLength: 50 },
      { name: userCodes.form.realName, label: m.realName, required: true, maxLength: 50 },
      {
        name: 'gender',
        permission: false,
        label: m.gender,
        render: (c) => (
          <Select
            value={String(c.value)}
            onValueChange={c.onChange}
            options={[
              { value: '1', label: t(m.male) },
              { value: '2', label: t(m.female) },
              { value: '0', label: t(m.genderUnknown) },
            ]}
          />
        ),
      },
      { name: userCodes.form.mobile, label: m.mobile, maxLength: 11 },
      { name: userCodes.form.email, label: m.email, maxLength: 100 },
      { name: userCodes.form.idCard, label: m.idCard, maxLength: 18 },
      {
        name: 'organizeId',
        permission: false,
        label: m.organize,
        required: true,
        render: (c) => (
          <TreeSelect
            nodes={orgNodes}
            value={(c.value as string) || null}
            onChange={([id]) => {
              c.onChange(id ?? '');
              c.onBlur();
            }}
            invalid={c.invalid}
            searchable
          />
        ),
      },
      {
        name: 'positionIds',
        permission: false,
        label: m.positions,
        render: (c) => (
          <TreeSelect
            nodes={positionNodes}
            multiple
            clearable
            value={c.value as string[]}
            onChange={(ids) => c.onChange(ids)}
          />
        ),
      },
      {
        name: 'roleIds',
        permission: false,
        label: m.roles,
        render: (c) => (
          <TreeSelect
            nodes={roleNodes}
            multiple
            clearable
            value={c.value as string[]}
            onChange={(ids) => c.onChange(ids)}
          />
        ),
      },
      {
        name: 'password',
        permission: false,
        label: m.initialPassword,
        type: 'password',
        only: 'create',
        maxLength: 16,
        help: t(m.initialPasswordHelp),
      },
      {
        name: 'avatar',
        permission: false,
        label: m.avatar,
        wide: true,
        render: (c) => (
          <ImageUpload
            limit={1}
            value={c.value ? [{ name: 'avatar', fileId: String(c.value), url: String(c.value) }] : []}
            onChange={(files) => c.onChange(files[0]?.url ?? '')}
            upload={(file, { onProgress, signal }) =>
              api.file.upload(
                { type: 'annexpic' },
                { file },
                { signal, onProgress: (progress) => onProgress(progress.percent) },
              )
            }
          />
        ),
      },
      { name: 'sortCode', label: m.sortCode, type: 'number', permission: false },
      { name: 'description', label: m.description, type: 'textarea', maxLength: 500, permission: false },
    ],
    [t, orgNodes, positionNodes, roleNodes],
  );

  // One object per organisation: new defaults on every render would reset an open form whenever the
  // page renders again (a refused save reloads the permissions), losing what was typed.
  const freshValues = useMemo(() => newUserValues(organizeId), [organizeId]);
  const save = async (values: Partial<UserFormValues>, { mode }: { mode: 'create' | 'edit' }) => {
    const body = userBodyOf(values, hashPassword);
    try {
      if (mode === 'create') await create.mutateAsync({ body: body as never });
      else if (editing)
        await update.mutateAsync({
          params: { id: editing.id },
          body: body as never,
          ...(editing.restoreOf ? { headers: { [RESTORE_OF_HEADER]: editing.restoreOf } } : {}),
        });
    } catch (error) {
      if (isApiError(error) && error.code === 409) message.error(t(m.stale));
      throw error;
    }
  };

  return (
    <FormDialog<UserFormValues>
      open={editing !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.entity}
      record={editing?.id ? editing : null}
      defaults={editing && !editing.id ? editing : freshValues}
      prefill={editing?.restored}
      schema={userFormSchema}
      fields={fields}
      carry={['lastModifyTime']}
      onSubmit={save}
      width={720}
    />
  );
}
