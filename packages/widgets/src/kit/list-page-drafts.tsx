import { Button, type Translatable, useTranslate } from '@pmc/ui';
import type { ReactNode } from 'react';
import { formDraftId, parseFormDraftId } from './form-draft.tsx';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';
import { useListPageContext } from './list-page-root.tsx';

export interface ListPageDraftsProps {
  /** The page's 新建, offered for an add draft when the person may add. */
  onAdd?: () => void;
  /** The button code of 新建 (default btn_add). */
  addPermission?: string;
  /** Only the drafts of the dialog with this title (default: all of the page's). */
  entity?: Translatable;
}

function findRow<Row>(
  rows: readonly Row[],
  match: (row: Row) => boolean,
  children?: (row: Row) => readonly Row[] | undefined,
): Row | undefined {
  for (const row of rows) {
    if (match(row)) return row;
    const inner = children?.(row);
    const found = inner ? findRow(inner, match, children) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * On arrival at a list page after a forced reload, the add or edit dialog drafts it left: 继续编辑
 * opens that dialog through the page's own 新建 / 编辑 (which restores the draft), 丢弃 forgets it. An
 * edit draft is offered once its row is loaded and its permitted row action `edit` is there.
 *
 * @example
 * <ListPageDrafts onAdd={() => setEditing({})} entity="用户" />
 */
export function ListPageDrafts(props: ListPageDraftsProps): ReactNode {
  const t = useTranslate();
  const { usePageDrafts, usePermissions } = useKit();
  const drafts = usePageDrafts();
  const can = usePermissions();
  const list = useListPageContext();
  const onAdd = props.onAdd && can.button(props.addPermission ?? 'btn_add') ? props.onAdd : undefined;
  const editOf = (row: object) =>
    list.options
      .rowActions?.(row)
      .find(
        (a) => a.key === 'edit' && !a.hidden && !a.disabled && (!a.permission || can.button(a.permission)),
      );
  // The entity part of the dialog's draft ids: `用户:` of `用户:edit:42`.
  const prefix = props.entity ? formDraftId(props.entity, 'create', null).replace(/create:$/, '') : '';
  const offers = drafts.forms.flatMap((form) => {
    const id = parseFormDraftId(form);
    if (!id || !form.startsWith(prefix)) return [];
    if (id.mode === 'create') return onAdd ? [{ form, text: t(m.draftCreate), open: onAdd }] : [];
    const row = findRow(list.rows, (r) => list.keyOf(r) === id.record, list.options.getSubRows);
    const edit = row === undefined ? undefined : editOf(row);
    if (row === undefined || !edit) return [];
    const name = list.options.history?.recordName?.(row);
    return [{ form, text: name ? t(m.draftEditOf, { name }) : t(m.draftEdit), open: edit.onClick }];
  });
  if (offers.length === 0) return null;
  return (
    <div className="pmc-list-drafts" role="status" data-testid="kit-draft-offers">
      {offers.map((offer) => (
        <div key={offer.form} className="pmc-list-drafts__item">
          <span className="pmc-list-drafts__text">{offer.text}</span>
          <Button
            variant="primary"
            size="small"
            onClick={() => {
              drafts.resume(offer.form);
              offer.open();
            }}
          >
            {t(m.draftResume)}
          </Button>
          <Button size="small" onClick={() => drafts.discard(offer.form)}>
            {t(m.draftDiscard)}
          </Button>
        </div>
      ))}
    </div>
  );
}
