import type { DictionaryDataRow, DictionaryTypeTreeRow } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { useT } from '@pmc/i18n/react';
import { useTranslate } from '@pmc/ui';
import { TreeSelect } from '@pmc/widgets';
import { confirmDelete, FormDialog, ListPage, StateSwitch, useKit } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../../app/api.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { saveFile } from '../../../app/save-file.ts';
import { systemMessages as s } from '../shared/messages.ts';
import { dictionaryColumns } from './dictionary-columns.tsx';
import {
  bodyOf,
  type DataBody,
  type DataFormValues,
  dataFormSchema,
  dataValuesOf,
  newDataValues,
} from './dictionary-forms.ts';
import { dictionaryMessages as m } from './messages.ts';

/**
 * The chosen type's items: a tree table when the type is tree-shaped, else a paged list; keyword,
 * state switch, CRUD and the .xlsx export. Every change goes through the contract's mutations, which
 * refresh the app's cached dictionary list (SPEC 4), so every dictionary select sees it at once.
 */
export function DictionaryDataList({ type }: { type: DictionaryTypeTreeRow }) {
  const t = useT();
  const translate = useTranslate();
  const can = useKit().usePermissions();
  const isTree = type.isTree === 1;
  const [editing, setEditing] = useState<DictionaryDataRow | null | undefined>();
  const create = useApiMutation(mutations.dictionaryData.create);
  const update = useApiMutation(mutations.dictionaryData.update);
  const remove = useApiMutation(mutations.dictionaryData.remove);
  const state = useApiMutation(mutations.dictionaryData.state);
  const parents = useQuery({
    ...queries.dictionaryData.parentSelector({
      dictionaryTypeId: type.id,
      isTree: 1,
      ...(editing ? { id: editing.id } : {}),
    }),
    enabled: isTree && editing !== undefined,
  });

  const columns = useMemo(
    () =>
      dictionaryColumns((row) => (
        <StateSwitch
          aria-label={`${t(s.enabled)} ${row.fullName}`}
          checked={row.enabledMark === 1}
          disabled={!can.button('btn_edit')}
          onChange={async (on) => {
            // The endpoint flips the state: only send when the row is not already as wished.
            if (on !== (row.enabledMark === 1)) await state.mutateAsync({ params: { id: row.id } });
          }}
        />
      )),
    [t, can, state.mutateAsync],
  );

  return (
    <>
      <ListPage<DictionaryDataRow>
        id="system.dictionary"
        aria-label={t(m.dataList, { type: type.fullName })}
        rowKey="id"
        columns={columns}
        queryKey={[...keys.dictionaryData.all, type.id]}
        filterNames={['typeId']}
        getSubRows={isTree ? (row) => row.children : undefined}
        request={async (q, { signal }) => {
          const { list } = await api.dictionaryData.list(
            { id: type.id },
            { keyword: q.keyword, isTree: type.isTree },
            { signal },
          );
          if (isTree) return { list, total: list.length };
          // The endpoint answers a type's items at once; the pager pages them here.
          const start = (q.currentPage - 1) * q.pageSize;
          return { list: list.slice(start, start + q.pageSize), total: list.length };
        }}
        searchFields={[{ name: 'keyword', label: s.keyword, placeholder: s.keywordPlaceholder }]}
        toolbar={{
          onAdd: () => setEditing(null),
          onExport: async () =>
            saveFile(
              await api.dictionaryData.export({ id: type.id }),
              `${t(m.exportName, { type: type.fullName, code: type.enCode })}.xlsx`,
            ),
        }}
        rowActions={(row) => [
          { key: 'edit', label: s.edit, permission: 'btn_edit', onClick: () => setEditing(row) },
          {
            key: 'remove',
            label: s.remove,
            permission: 'btn_remove',
            danger: true,
            onClick: () =>
              void confirmDelete(() => remove.mutateAsync({ params: { id: row.id } }), { translate }),
          },
        ]}
      />
      <FormDialog<DataFormValues>
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={m.data}
        record={editing ? dataValuesOf(editing) : null}
        defaults={newDataValues()}
        schema={(tr) => dataFormSchema(tr as never)}
        fields={[
          ...(isTree
            ? [
                {
                  name: 'parentId' as const,
                  label: m.parentItem,
                  permission: false as const,
                  render: (c: { value: unknown; onChange: (v: unknown) => void; invalid: boolean }) => (
                    <TreeSelect
                      aria-label={t(m.parentItem)}
                      nodes={[{ id: '0', fullName: t(m.topLevel) }, ...(parents.data?.list ?? [])]}
                      value={(c.value as string) || '0'}
                      onChange={([id]) => c.onChange(id ?? '0')}
                      invalid={c.invalid}
                    />
                  ),
                },
              ]
            : []),
          { name: 'fullName', label: s.fullName, required: true, maxLength: 50 },
          { name: 'enCode', label: s.enCode, required: true, maxLength: 50 },
          { name: 'sortCode', label: s.sortCode, type: 'number' },
          { name: 'description', label: s.description, type: 'textarea', permission: false, maxLength: 500 },
        ]}
        onSubmit={(values, { mode }) => {
          if (mode === 'create')
            return create.mutateAsync({ body: { ...bodyOf(values), dictionaryTypeId: type.id } as DataBody });
          const row = editing as DictionaryDataRow;
          // The update endpoint still takes the whole item: the changed fields over the stored ones.
          const body = {
            ...bodyOf({ ...dataValuesOf(row), ...values }),
            dictionaryTypeId: type.id,
          } as DataBody;
          return update.mutateAsync({ params: { id: row.id }, body });
        }}
      />
    </>
  );
}
