import { Button, type Translatable, useTranslate } from '@pmc/ui';
import type { ReactNode } from 'react';
import { formDraftId, parseFormDraftId } from './form-draft.tsx';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';
import type { RowAction } from './row-actions.tsx';

export interface ListDraftOfferProps<Row> {
  /** The rows loaded (an edit draft is offered once its record is among them). */
  rows: readonly Row[];
  keyOf: (row: Row) => string;
  getSubRows?: (row: Row) => readonly Row[] | undefined;
  /** 新建, when the person may add. */
  onAdd?: () => void;
  /** The row's permitted 编辑 action (key `edit`), if any. */
  editOf: (row: Row) => RowAction | undefined;
  /** How a record is named in the offer. */
  nameOf?: (row: Row) => string | undefined;
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
 * opens that dialog through the page's own 新建 / 编辑 (which restores the draft), 丢弃 forgets it.
 */
export function ListDraftOffer<Row>(props: ListDraftOfferProps<Row>): ReactNode {
  const t = useTranslate();
  const drafts = useKit().usePageDrafts();
  // The entity part of the dialog's draft ids: `用户:` of `用户:edit:42`.
  const prefix = props.entity ? formDraftId(props.entity, 'create', null).replace(/create:$/, '') : '';
  const offers = drafts.forms.flatMap((form) => {
    const id = parseFormDraftId(form);
    if (!id || !form.startsWith(prefix)) return [];
    if (id.mode === 'create') return props.onAdd ? [{ form, text: t(m.draftCreate), open: props.onAdd }] : [];
    const row = findRow(props.rows, (r) => props.keyOf(r) === id.record, props.getSubRows);
    const edit = row === undefined ? undefined : props.editOf(row);
    if (row === undefined || !edit) return [];
    const name = props.nameOf?.(row);
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
