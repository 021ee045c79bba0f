import type { DictionaryDataRow, DictionaryTypeTreeRow } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { useT } from '@pmc/i18n/react';
import { useTranslate } from '@pmc/ui';
import { TreeSelect } from '@pmc/widgets';
import { confirmDelete, FormDialog, ListPage, StateSwitch, saveBlob, useKit } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../../app/api.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { importUnder } from '../../../kit-bindings/import-under.ts';
import { refreshDictionaries } from '../../../page-parts/dictionaries.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { dictionaryCodes } from './dictionary-codes.ts';
import { dictionaryColumns } from './dictionary-columns.tsx';
import {
  bodyOf,
  type DataBody,
  type DataFormValues,
  type DataUpdateBody,
  dataFormSchema,
  dataValuesOf,
  newDataValues,
} from './dictionary-forms.ts';
import { dictionaryMessages as m } from './messages.ts';

/**
 * The chosen type's items: a tree table when the type is tree-shaped, else a paged list; keyword, state
 * switch, CRUD and the .xlsx export. Every change goes through the contract's mutations, which refresh the
 * app's cached dictionary list (docs/guide/entities-and-states.md#cached-lists), so every dictionary select
 * sees it at once.
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

  // The kit's import flow for this type's items; a commit refreshes the app's cached dictionary too.
  const dataImport = useMemo(
    () => ({
      endpoints: importUnder(api.dictionaryData, { id: type.id }),
      title: t(m.data),
      keyColumn: 'enCode',
      onImported: () => void refreshDictionaries(type.enCode),
    }),
    [t, type.id, type.enCode],
  );

  const columns = useMemo(
    () =>
      dictionaryColumns((row) => (
        <StateSwitch
          aria-label={`${t(s.enabled)} ${row.fullName}`}
          checked={row.enabledMark === 1}
          permission={dictionaryCodes.button.btn_edit}
          onChange={async (on) => {
            // The state asked for, not a toggle: a stale switch cannot flip it the wrong way.
            await state.mutateAsync({ params: { id: row.id }, body: { enabledMark: on ? 1 : 0 } });
            await refreshDictionaries(type.enCode);
          }}
        />
      )),
    [t, can, state.mutateAsync, type.enCode],
  );

  return (
    <>
      <ListPage<DictionaryDataRow>
        draftsOf={m.data}
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
            saveBlob(
              await api.dictionaryData.export({ id: type.id }),
              `${t(m.exportName, { type: type.fullName, code: type.enCode })}.xlsx`,
            ),
        }}
        import={dataImport}
        history={{ kind: 'dictionaryData', recordName: (row) => row.fullName }}
        rowActions={(row) => [
          {
            key: 'edit',
            label: s.edit,
            permission: dictionaryCodes.button.btn_edit,
            onClick: () => setEditing(row),
          },
          {
            key: 'remove',
            label: s.remove,
            permission: dictionaryCodes.button.btn_remove,
            danger: true,
            onClick: () =>
              void confirmDelete(
                async () => {
                  await remove.mutateAsync({ params: { id: row.id } });
                  await refreshDictionaries(type.enCode);
                },
                { translate },
              ),
          },
        ]}
      />
      <FormDialog<DataFormValues>
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={m.data}
        record={editing ? dataValuesOf(editing) : null}
        recordId={editing?.id}
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
          { name: dictionaryCodes.form.fullName, label: s.fullName, required: true, maxLength: 50 },
          { name: dictionaryCodes.form.enCode, label: s.enCode, required: true, maxLength: 50 },
          { name: dictionaryCodes.form.sortCode, label: s.sortCode, type: 'number' },
          { name: 'description', label: s.description, type: 'textarea', permission: false, maxLength: 500 },
        ]}
        carry={['lastModifyTime']}
        onSubmit={async (values, { mode }) => {
          if (mode === 'create')
            await create.mutateAsync({ body: { ...bodyOf(values), dictionaryTypeId: type.id } as DataBody });
          else {
            const row = editing as DictionaryDataRow;
            // Only the changed fields travel, with the version read (a stale one is refused, 409).
            await update.mutateAsync({ params: { id: row.id }, body: bodyOf(values) as DataUpdateBody });
          }
          await refreshDictionaries(type.enCode);
        }}
      />
    </>
  );
}
