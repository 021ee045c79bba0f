import type { DictionaryTypeTreeRow } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { T, useT } from '@pmc/i18n/react';
import { Button, Empty, Select, useTranslate } from '@pmc/ui';
import { TreeSelect } from '@pmc/widgets';
import { confirmDelete, FormDialog, TreeFilterLayout, useKit, useListUrlState } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { i18n } from '../../../app/i18n.ts';
import { mutations, queries } from '../../../app/queries.ts';
import { refreshDictionaries } from '../../../page-parts/dictionaries.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { orgPagesCatalog } from '../catalog.ts';
import { dictionaryCatalog } from './catalog.ts';
import { dictionaryCodes } from './dictionary-codes.ts';
import { DictionaryDataList } from './dictionary-data-list.tsx';
import {
  bodyOf,
  newTypeValues,
  type TypeBody,
  type TypeFormValues,
  type TypeUpdateBody,
  typeFormSchema,
  typeValuesOf,
} from './dictionary-forms.ts';
import { findType, typeNodes } from './dictionary-type-panel.ts';
import { dictionaryMessages as m } from './messages.ts';

i18n.load(orgPagesCatalog);
i18n.load(dictionaryCatalog);

/**
 * 数据字典: dictionary types as a tree on the left (filtered by name, pinyin or initials; added, edited
 * and deleted there), the chosen type's items on the right. The chosen type lives in the URL.
 */
export default function DictionaryPage() {
  const t = useT();
  const translate = useTranslate();
  const can = useKit().usePermissions();
  const [query, setQuery] = useListUrlState(['typeId']);
  const typeId = query.filters.typeId || undefined;
  const types = useQuery(queries.dictionaryType.list());
  const rows = types.data?.list ?? [];
  const nodes = useMemo(() => typeNodes(rows), [rows]);
  const chosen = findType(rows, typeId);
  const [editing, setEditing] = useState<DictionaryTypeTreeRow | null | undefined>();
  const create = useApiMutation(mutations.dictionaryType.create);
  const update = useApiMutation(mutations.dictionaryType.update);
  const remove = useApiMutation(mutations.dictionaryType.remove);
  const choose = (id: string | undefined) =>
    setQuery({ currentPage: 1, pageSize: query.pageSize, filters: { typeId: id ?? '' } });

  const typeActions = (
    <div className="admin-tree-actions">
      {can.button(dictionaryCodes.button.btn_add) ? (
        <Button size="small" onClick={() => setEditing(null)} data-testid="dictionary-type-add">
          <T msg={m.addType} />
        </Button>
      ) : null}
      {chosen && can.button(dictionaryCodes.button.btn_edit) ? (
        <Button size="small" onClick={() => setEditing(chosen)} data-testid="dictionary-type-edit">
          <T msg={m.editType} />
        </Button>
      ) : null}
      {chosen && can.button(dictionaryCodes.button.btn_remove) ? (
        <Button
          size="small"
          data-testid="dictionary-type-remove"
          onClick={async () => {
            if (await confirmDelete(() => remove.mutateAsync({ params: { id: chosen.id } }), { translate })) {
              choose(undefined);
              await refreshDictionaries(chosen.enCode);
            }
          }}
        >
          <T msg={m.removeType} />
        </Button>
      ) : null}
    </div>
  );

  return (
    <section className="admin-page admin-list-page" data-testid="dictionary-page">
      <TreeFilterLayout
        title={m.types}
        nodes={nodes}
        loading={types.isLoading}
        selectedId={typeId}
        onSelect={(node) => choose(node?.id)}
        actions={typeActions}
      >
        {chosen ? (
          <DictionaryDataList key={chosen.id} type={chosen} />
        ) : (
          <Empty description={t(m.chooseType)} />
        )}
      </TreeFilterLayout>
      <FormDialog<TypeFormValues>
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={m.type}
        record={editing ? typeValuesOf(editing) : null}
        recordId={editing?.id}
        defaults={newTypeValues(chosen?.id)}
        schema={(tr) => typeFormSchema(tr as never)}
        fields={[
          {
            name: 'parentId',
            label: m.parentType,
            permission: false,
            render: (c) => (
              <TreeSelect
                aria-label={t(m.parentType)}
                nodes={[{ id: '-1', fullName: t(m.topLevel) }, ...nodes]}
                value={(c.value as string) || '-1'}
                onChange={([id]) => c.onChange(id ?? '-1')}
                isSelectable={(node) => !editing || node.id !== editing.id}
                invalid={c.invalid}
              />
            ),
          },
          { name: 'fullName', label: s.fullName, required: true, maxLength: 50, permission: false },
          { name: 'enCode', label: s.enCode, required: true, maxLength: 50, permission: false },
          {
            name: 'isTree',
            label: m.isTree,
            permission: false,
            render: (c) => (
              <Select
                aria-label={t(m.isTree)}
                value={String(c.value ?? 0)}
                onValueChange={(v) => c.onChange(Number(v))}
                options={[
                  { value: '0', label: t(m.no) },
                  { value: '1', label: t(m.yes) },
                ]}
              />
            ),
          },
          { name: 'sortCode', label: s.sortCode, type: 'number', permission: false },
          { name: 'description', label: s.description, type: 'textarea', permission: false, maxLength: 500 },
        ]}
        carry={['lastModifyTime']}
        onSubmit={async (values, { mode }) => {
          if (mode === 'create') return create.mutateAsync({ body: bodyOf(values) as TypeBody });
          const row = editing as DictionaryTypeTreeRow;
          // Only the changed fields travel, with the version read (a stale one is refused, 409).
          await update.mutateAsync({ params: { id: row.id }, body: bodyOf(values) as TypeUpdateBody });
          await refreshDictionaries(row.enCode, values.enCode ?? row.enCode);
        }}
      />
    </section>
  );
}
