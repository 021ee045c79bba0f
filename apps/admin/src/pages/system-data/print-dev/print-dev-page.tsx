import { useApiMutation } from '@pmc/api-client/react';
import { useT } from '@pmc/i18n/react';
import { Select, useTranslate } from '@pmc/ui';
import { RichText, type UploadFunction } from '@pmc/widgets';
import { confirmDelete, FormDialog, type FormDialogField, ListPage } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { StateControl } from '../../../page-parts/form-controls.tsx';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { orgPagesCatalog } from '../../system/catalog.ts';
import { printDevCatalog } from './catalog.ts';
import { printDevMessages as m } from './messages.ts';
import { printDevCodes } from './print-dev-codes.ts';
import { type PrintDevRow, printDevColumns, typeLabel } from './print-dev-columns.tsx';
import {
  newPrintDevValues,
  type PrintDevFormValues,
  printDevBodyOf,
  printDevFormSchema,
  printDevValuesOf,
} from './print-dev-form.ts';
import { PrintPreview } from './print-preview.tsx';

i18n.load(orgPagesCatalog);
i18n.load(printDevCatalog);

/** Pictures in a template go through the upload widget as images (annexpic). */
const uploadImage: UploadFunction = (file, { onProgress, signal }) =>
  api.file.upload(
    { type: 'annexpic' },
    { file },
    { signal, onProgress: (progress) => onProgress(progress.percent) },
  );

/**
 * 打印模板: templates listed by type (1 flow, 2 form; docs/guide/api.md#files-and-other-calls), created and
 * edited in a drawer with the rich-text editor (the toolbar of docs/guide/constants.md#rich-text-toolbar,
 * pictures uploaded), previewed and printed from what the server stored after sanitising. The editor
 * (Lexical) is fetched only when the drawer first opens.
 */
export default function PrintDevPage() {
  const t = useT();
  const translate = useTranslate();
  // The id being edited (its content is read first: the list leaves it out), or null to create.
  const [editing, setEditing] = useState<string | null | undefined>();
  const [previewing, setPreviewing] = useState<PrintDevRow | undefined>();
  const edited = useQuery({
    ...queries.printTemplate.info({ id: editing ?? '' }),
    enabled: typeof editing === 'string',
  });
  const record = useMemo(() => (edited.data ? printDevValuesOf(edited.data) : null), [edited.data]);
  const create = useApiMutation(mutations.printTemplate.create);
  const update = useApiMutation(mutations.printTemplate.update);
  const remove = useApiMutation(mutations.printTemplate.remove);
  const columns = useMemo(() => printDevColumns(), []);
  const types = [1, 2] as const;

  const fields = useMemo<FormDialogField<PrintDevFormValues>[]>(
    () => [
      { name: 'fullName', label: s.fullName, required: true, maxLength: 50, permission: false },
      { name: 'enCode', label: s.enCode, required: true, maxLength: 50, permission: false },
      {
        name: 'type',
        label: m.type,
        required: true,
        permission: false,
        render: (c) => (
          <Select
            aria-label={t(m.type)}
            value={String(c.value ?? 2)}
            onValueChange={(v) => {
              c.onChange(Number(v));
              c.onBlur();
            }}
            options={types.map((type) => ({ value: String(type), label: t(typeLabel(type)) }))}
          />
        ),
      },
      { name: 'category', label: m.category, required: true, maxLength: 50, permission: false },
      { name: 'sortCode', label: s.sortCode, type: 'number', permission: false },
      {
        name: 'enabledMark',
        label: s.enabledMark,
        permission: false,
        render: (c) => <StateControl {...c} />,
      },
      {
        name: 'content',
        label: m.content,
        wide: true,
        permission: false,
        help: t(m.contentHelp),
        render: (c) => (
          <RichText
            aria-label={t(m.content)}
            value={(c.value as string) ?? ''}
            onChange={c.onChange}
            uploadImage={uploadImage}
            height={360}
          />
        ),
      },
      { name: 'description', label: s.description, type: 'textarea', permission: false, maxLength: 500 },
    ],
    [t],
  );

  return (
    <section className="admin-page admin-list-page" data-testid="print-dev-page">
      <ListPage<PrintDevRow>
        id="systemData.printDev"
        aria-label={t(m.listLabel)}
        rowKey="id"
        columns={columns}
        queryKey={keys.printTemplate.all}
        request={(q, { signal }) => {
          const { type, ...rest } = q;
          return api.printTemplate.list({ ...rest, ...(type ? { type: Number(type) } : {}) } as never, {
            signal,
          });
        }}
        searchFields={[
          { name: 'keyword', label: s.keyword, placeholder: s.keywordPlaceholder },
          {
            name: 'type',
            label: m.type,
            type: 'select',
            options: types.map((type) => ({ value: String(type), label: typeLabel(type) })),
          },
        ]}
        toolbar={{ onAdd: () => setEditing(null) }}
        history={{
          kind: 'printTemplate',
          recordName: (row) => row.fullName,
          values: { type: (value) => translate(typeLabel(Number(value))) },
        }}
        rowActions={(row) => [
          { key: 'preview', label: m.preview, onClick: () => setPreviewing(row) },
          {
            key: 'edit',
            label: s.edit,
            permission: printDevCodes.button.btn_edit,
            onClick: () => setEditing(row.id),
          },
          {
            key: 'remove',
            label: s.remove,
            permission: printDevCodes.button.btn_remove,
            danger: true,
            onClick: () =>
              void confirmDelete(() => remove.mutateAsync({ params: { id: row.id } }), { translate }),
          },
        ]}
      />
      <FormDialog<PrintDevFormValues>
        open={editing === null || (typeof editing === 'string' && record !== null)}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={m.title}
        variant="drawer"
        width={880}
        record={editing === null ? null : record}
        recordId={editing ?? undefined}
        defaults={newPrintDevValues()}
        schema={(tr) => printDevFormSchema(tr as never)}
        fields={fields}
        carry={['lastModifyTime']}
        onSubmit={(values, { mode }) =>
          mode === 'create'
            ? create.mutateAsync({ body: printDevBodyOf(values) })
            : update.mutateAsync({ params: { id: editing as string }, body: printDevBodyOf(values) })
        }
      />
      {previewing ? (
        <PrintPreview
          id={previewing.id}
          name={previewing.fullName}
          onClose={() => setPreviewing(undefined)}
        />
      ) : null}
    </section>
  );
}
