import type { BillRule } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { useT } from '@pmc/i18n/react';
import { Select, useTranslate } from '@pmc/ui';
import { BILL_TIME_ZONE } from '@pmc/validators';
import {
  confirmDelete,
  FormDialog,
  kitMessages,
  ListPage,
  StateSwitch,
  saveBlob,
  useKit,
} from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { orgPagesCatalog } from '../catalog.ts';
import { BillNumberPreview } from './bill-number-preview.tsx';
import { billRuleCodes } from './bill-rule-codes.ts';
import { billRuleColumns } from './bill-rule-columns.tsx';
import {
  type BillRuleFormValues,
  billRuleBodyOf,
  billRuleFormSchema,
  billRuleValuesOf,
  newBillRuleValues,
} from './bill-rule-form.ts';
import { billRuleCatalog } from './catalog.ts';
import { billRuleMessages as m } from './messages.ts';

i18n.load(orgPagesCatalog);
i18n.load(billRuleCatalog);

const DATE_FORMATS = ['', 'yyyy', 'yyyyMM', 'yyyyMMdd'] as const;
// Radix Select keeps '' for "nothing chosen"; the rule's "no date part" travels as this instead.
const NONE = 'none';

/** 单据规则: the paged list, CRUD with a live preview of the next three numbers, state switch, export. */
export default function BillRulePage() {
  const t = useT();
  const translate = useTranslate();
  const can = useKit().usePermissions();
  const [editing, setEditing] = useState<BillRule | null | undefined>();
  const staticConfig = useQuery(queries.file.static());
  const timeZone = staticConfig.data?.timeZone ?? BILL_TIME_ZONE;
  const create = useApiMutation(mutations.billRule.create);
  const update = useApiMutation(mutations.billRule.update);
  const remove = useApiMutation(mutations.billRule.remove);
  const state = useApiMutation(mutations.billRule.state);

  const dateFormatLabel = (format: string) => (format ? format : t(m.dateNone));
  const columns = useMemo(
    () =>
      billRuleColumns({
        dateFormat: (row) => dateFormatLabel(row.dateFormat),
        state: (row) => (
          <StateSwitch
            aria-label={`${t(s.enabled)} ${row.fullName}`}
            checked={row.enabledMark === 1}
            permission={billRuleCodes.button.btn_edit}
            onChange={async (on) => {
              // The state asked for, not a toggle: a stale switch cannot flip it the wrong way.
              await state.mutateAsync({ params: { id: row.id }, body: { enabledMark: on ? 1 : 0 } });
            }}
          />
        ),
      }),
    [t, can, state.mutateAsync],
  );

  return (
    <section className="admin-page admin-list-page" data-testid="bill-rule-page">
      <ListPage<BillRule>
        id="system.billRule"
        aria-label={t(m.listLabel)}
        rowKey="id"
        columns={columns}
        queryKey={keys.billRule.all}
        request={(q, { signal }) => api.billRule.list(q, { signal }) as never}
        searchFields={[{ name: 'keyword', label: s.keyword, placeholder: s.keywordPlaceholder }]}
        toolbar={{ onAdd: () => setEditing(null) }}
        history={{ kind: 'billRule', recordName: (row) => row.fullName }}
        rowActions={(row) => [
          {
            key: 'edit',
            label: s.edit,
            permission: billRuleCodes.button.btn_edit,
            onClick: () => setEditing(row),
          },
          {
            key: 'export',
            label: kitMessages.export,
            permission: billRuleCodes.button.btn_export,
            onClick: () =>
              void api.billRule
                .export({ id: row.id })
                .then((file) => saveBlob(file, `${t(m.exportName, { code: row.enCode })}.xlsx`))
                .catch(() => {}), // the request core has shown why
          },
          {
            key: 'remove',
            label: s.remove,
            permission: billRuleCodes.button.btn_remove,
            danger: true,
            onClick: () =>
              void confirmDelete(() => remove.mutateAsync({ params: { id: row.id } }), { translate }),
          },
        ]}
      />
      <FormDialog<BillRuleFormValues>
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={m.title}
        record={editing ? billRuleValuesOf(editing) : null}
        recordId={editing?.id}
        defaults={newBillRuleValues()}
        schema={(tr) => billRuleFormSchema(tr as never)}
        fields={[
          { name: billRuleCodes.form.fullName, label: s.fullName, required: true, maxLength: 50 },
          { name: billRuleCodes.form.enCode, label: s.enCode, required: true, maxLength: 50 },
          { name: billRuleCodes.form.prefix, label: m.prefix, maxLength: 20 },
          {
            name: 'dateFormat',
            label: m.dateFormat,
            permission: false,
            render: (c) => (
              <Select
                name={c.name}
                aria-label={t(m.dateFormat)}
                value={(c.value as string) || NONE}
                onValueChange={(v) => c.onChange(v === NONE ? '' : v)}
                options={DATE_FORMATS.map((f) => ({ value: f || NONE, label: dateFormatLabel(f) }))}
              />
            ),
          },
          { name: 'digit', label: m.digit, type: 'number', required: true, permission: false },
          { name: 'startNumber', label: m.startNumber, type: 'number', required: true, permission: false },
          {
            name: 'currentNumber',
            label: m.currentNumber,
            type: 'number',
            required: true,
            permission: false,
          },
          { name: 'sortCode', label: s.sortCode, type: 'number', permission: false },
          { name: 'description', label: s.description, type: 'textarea', permission: false, maxLength: 500 },
        ]}
        live={(values) => (
          <BillNumberPreview values={values} serialDate={editing?.serialDate ?? null} timeZone={timeZone} />
        )}
        carry={['lastModifyTime']}
        onSubmit={(values, { mode }) => {
          if (mode === 'create') return create.mutateAsync({ body: billRuleBodyOf(values) as never });
          // Only the changed fields travel, with the version read (a stale one is refused, 409).
          const body = billRuleBodyOf(values);
          return update.mutateAsync({ params: { id: (editing as BillRule).id }, body: body as never });
        }}
      />
    </section>
  );
}
