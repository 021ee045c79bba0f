import type { AnyEndpoint, ResultOf } from '@pmc/api-client';
import type { BatchResult } from '@pmc/api-client/contract';
import { type ApiMutation, type MutationVariables, useApiMutation } from '@pmc/api-client/react';
import { useTranslate } from '@pmc/ui';
import {
  confirmDelete,
  type FormSubmitContext,
  type ListPageProps,
  type RowAction,
  StateSwitch,
  useKit,
} from '@pmc/widgets/kit';
import { type ReactNode, useMemo, useRef } from 'react';
import { BatchStateButtons } from '../page-parts/batch-state-buttons.tsx';
import { systemMessages as s } from '../page-parts/messages.ts';

type State = 0 | 1;
type StateVars = { params: { id: string }; body: { enabledMark: State; lastModifyTime?: number | null } };
type IdVars = { params: { id: string } };
type BatchVars = { body: { ids: string[]; enabledMark: State } };
// `body?:` too: an update whose fields are all optional takes an optional body.
type BodyOf<E extends AnyEndpoint> =
  MutationVariables<E> extends { body?: infer B } ? Exclude<B, undefined> : never;

/**
 * A mutation whose variables accept `V` and whose answer is a `T`: checked where the page passes its
 * entity's mutation, so the hook may send `V` to it.
 */
type Taking<E extends AnyEndpoint, V, T = unknown> = ApiMutation<E> &
  ([V] extends [MutationVariables<E>] ? ([ResultOf<E>] extends [T] ? unknown : never) : never);

/** The create and update bodies a page builds from its form's values. */
export interface SubmitBodies<V, C extends AnyEndpoint, U extends AnyEndpoint> {
  create: (values: Partial<V>) => BodyOf<C>;
  edit: (values: Partial<V>) => BodyOf<U>;
}

/** A row of an entity with an enable/disable state, as its list shows it. */
export interface EntityRow {
  id: string;
  enabledMark?: number | null;
  lastModifyTime?: number | null;
}

export interface EntityActionsOptions<
  Row,
  C extends AnyEndpoint,
  U extends AnyEndpoint,
  R extends AnyEndpoint,
  B extends AnyEndpoint,
> {
  /** The entity's mutations from the app's `mutations` (e.g. `mutations.position`). */
  mutations: {
    create: ApiMutation<C>;
    update: Taking<U, StateVars>;
    remove: Taking<R, IdVars>;
    batchState: Taking<B, BatchVars, BatchResult>;
  };
  /** The page's button codes guarding edit (the switch, the batch buttons) and delete. */
  codes: { edit: string; remove: string };
  /** How a row is named in the switch's label and the batch report. */
  name: (row: Row) => string;
}

export interface EntityActions<Row, C extends AnyEndpoint, U extends AnyEndpoint> {
  /** The 状态 cell: a switch sending the state it shows, with the row's `lastModifyTime`. */
  stateSwitch: (row: Row) => ReactNode;
  /** 编辑 (the edit code) opening the page's form. */
  edit: (onClick: () => void) => RowAction;
  /** 删除 (the remove code), after a confirmation. */
  remove: (row: Row) => RowAction;
  /** 批量启用 / 批量禁用 with the report naming each refused record; none without the edit code. */
  batchActions: ListPageProps<Row & object>['batchActions'];
  /** FormDialog's `onSubmit`: create, or update the record `id`, with the bodies the page builds. */
  submit: <V>(
    id: string | undefined,
    body: SubmitBodies<V, C, U>,
  ) => (values: Partial<V>, context: FormSubmitContext) => Promise<unknown>;
}

/**
 * The wiring the enable/disable list pages (organisation, department, position) share: the state
 * switch, 编辑 and 删除 row actions, the batch state buttons and the form's create/update, each guarded
 * by the page's button codes and each refreshing the lists through the app's mutation descriptions.
 *
 * @example
 * const actions = useEntityActions<PositionRow>({
 *   mutations: mutations.position,
 *   codes: { edit: positionCodes.button.btn_edit, remove: positionCodes.button.btn_remove },
 *   name: (row) => row.fullName,
 * });
 * <ListPage rowActions={(row) => [actions.edit(() => setEditing(row.id)), actions.remove(row)]}
 *   batchActions={actions.batchActions} … />
 */
export function useEntityActions<
  Row extends EntityRow,
  C extends AnyEndpoint = AnyEndpoint,
  U extends AnyEndpoint = AnyEndpoint,
  R extends AnyEndpoint = AnyEndpoint,
  B extends AnyEndpoint = AnyEndpoint,
>({ mutations, codes, name }: EntityActionsOptions<Row, C, U, R, B>): EntityActions<Row, C, U> {
  const t = useTranslate();
  const mayEdit = useKit().usePermissions().button(codes.edit);
  const { mutateAsync: create } = useApiMutation(mutations.create);
  const { mutateAsync: update } = useApiMutation(mutations.update);
  const { mutateAsync: remove } = useApiMutation(mutations.remove);
  const { mutateAsync: batchState } = useApiMutation(mutations.batchState);
  // The page's naming function is read when used, so an inline one does not rebuild the columns.
  const nameOf = useRef(name);
  nameOf.current = name;

  return useMemo<EntityActions<Row, C, U>>(() => {
    // Taking<> has checked at the call site that these variables fit the page's endpoints.
    const setState = (vars: StateVars) => update(vars as unknown as MutationVariables<U>);
    const removeOne = (vars: IdVars) => remove(vars as unknown as MutationVariables<R>);
    const sendBatch = (vars: BatchVars) =>
      batchState(vars as unknown as MutationVariables<B>) as Promise<BatchResult>;
    const label = (row: Row) => nameOf.current(row);
    return {
      stateSwitch: (row) => (
        <StateSwitch
          aria-label={`${t(s.enabled)} ${label(row)}`}
          checked={row.enabledMark === 1}
          permission={codes.edit}
          onChange={(on) =>
            setState({
              params: { id: row.id },
              body: { enabledMark: on ? 1 : 0, lastModifyTime: row.lastModifyTime },
            })
          }
        />
      ),
      edit: (onClick) => ({ key: 'edit', label: s.edit, permission: codes.edit, onClick }),
      remove: (row) => ({
        key: 'remove',
        label: s.remove,
        permission: codes.remove,
        danger: true,
        onClick: () => void confirmDelete(() => removeOne({ params: { id: row.id } }), { translate: t }),
      }),
      batchActions: mayEdit
        ? (_ids, rows) => (
            <BatchStateButtons
              rows={rows}
              rowId={(row) => row.id}
              rowName={label}
              send={(ids, enabledMark) => sendBatch({ body: { ids, enabledMark } })}
            />
          )
        : undefined,
      submit:
        <V,>(id: string | undefined, body: SubmitBodies<V, C, U>) =>
        (values: Partial<V>, { mode }: FormSubmitContext) =>
          mode === 'create'
            ? create({ body: body.create(values) } as unknown as MutationVariables<C>)
            : update({
                params: { id: id ?? '' },
                body: body.edit(values),
              } as unknown as MutationVariables<U>),
    };
  }, [t, mayEdit, codes.edit, codes.remove, create, update, remove, batchState]);
}
