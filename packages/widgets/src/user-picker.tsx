import {
  Button,
  cn,
  Dialog,
  Empty,
  Input,
  type MessageDescriptor,
  uiMessages,
  useFormField,
  useTranslate,
} from '@pmc/ui';
import { checkPickerSelection } from '@pmc/validators';
import { useEffect, useState } from 'react';
import { widgetsMessages as m } from './messages.ts';
import { PickerTrigger } from './picker-trigger.tsx';
import { Tree } from './tree.tsx';
import type { TreeNode } from './tree-node.ts';
import { type NodesAnswer, usePagedNodes } from './use-paged-nodes.ts';
import { UserPickerChosen } from './user-picker-chosen.tsx';

/** What the picker asks its loader: one page of the nodes under a parent, or of the users matching a keyword. */
export interface UserPickerQuery {
  parentId: string;
  keyword: string;
  /** How many nodes of this list the picker already has. */
  offset: number;
  /** How many it wants (the `pageSize` prop). */
  limit: number;
}

export interface UserPickerProps {
  /** What is picked, for the texts 请选择{title} and 选择{title}; defaults to 用户. */
  title?: string;
  value: string | readonly string[] | null | undefined;
  onChange: (ids: string[], users: TreeNode[]) => void;
  multiple?: boolean;
  /**
   * Nodes under a parent (companies, departments, users); with a keyword, the matching users. Answer a
   * page, `{ nodes, total }` (the next is asked for when the list is scrolled to its end), or, from a
   * loader that does not page, every node as an array.
   */
  loadNodes: (query: UserPickerQuery) => Promise<NodesAnswer>;
  /** Nodes asked for at a time (default 100). */
  pageSize?: number;
  rootId?: string;
  /** Which nodes are pickable; defaults to nodes of type 'user'. */
  isSelectable?: (node: TreeNode) => boolean;
  /** Names of the current value (the picker does not load users by id). */
  valueLabels?: Readonly<Record<string, string>>;
  /** OK with nothing chosen shows 请选择{title} instead of closing. */
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  className?: string;
}

/** Height of the list in px: the dialog's source pane less the search box. */
const LIST_HEIGHT = 360;

const asArray = (value: UserPickerProps['value']): string[] =>
  value === null || value === undefined || value === ''
    ? []
    : typeof value === 'string'
      ? [value]
      : [...value];

/**
 * Picks users from the organisation tree in a dialog: lazy company/department tree, keyword search,
 * the chosen list with remove buttons, and the required check 请选择{title}.
 *
 * @example
 * <UserPicker title="负责人" multiple loadNodes={({ parentId, keyword }) => api.userSelector(parentId, keyword)}
 *   value={form.managerIds} onChange={(ids) => setManagerIds(ids)} />
 */
export function UserPicker({
  title,
  value,
  onChange,
  multiple = false,
  loadNodes,
  rootId = '0',
  pageSize = 100,
  isSelectable = (node) => node.type === 'user' && !node.disabled,
  valueLabels,
  required = false,
  disabled,
  invalid,
  id,
  className,
}: UserPickerProps) {
  const t = useTranslate();
  // A button takes no aria-required (the field's mark and 请选择{title} say it is needed).
  const { 'aria-required': _required, ...aria } = useFormField({ id, invalid });
  const name = title ?? t(m.pickerUser);
  const current = asArray(value);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TreeNode[]>([]);
  const [opened, setOpened] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [error, setError] = useState<MessageDescriptor>();

  // The roots are loaded on first open and kept; a search is its own paged list.
  const roots = usePagedNodes(
    opened ? rootId : undefined,
    (offset, limit) => loadNodes({ parentId: rootId, keyword: '', offset, limit }),
    pageSize,
  );
  const results = usePagedNodes(
    search || undefined,
    (offset, limit) => loadNodes({ parentId: rootId, keyword: search, offset, limit }),
    pageSize,
  );
  useEffect(() => {
    const needle = keyword.trim();
    if (!needle) return setSearch('');
    // Typing pauses before each search request.
    const timer = setTimeout(() => setSearch(needle), 300);
    return () => clearTimeout(timer);
  }, [keyword]);

  const openDialog = () => {
    setDraft(current.map((key) => ({ id: key, fullName: valueLabels?.[key] ?? key, type: 'user' })));
    setError(undefined);
    setOpened(true);
    setOpen(true);
  };
  const toggle = (node: TreeNode) => {
    setError(undefined);
    setDraft((prev) =>
      prev.some((n) => n.id === node.id)
        ? prev.filter((n) => n.id !== node.id)
        : multiple
          ? [...prev, node]
          : [node],
    );
  };
  const confirm = () => {
    const problem = required
      ? checkPickerSelection(
          draft.map((n) => n.id),
          name,
        )
      : undefined;
    if (problem) return setError(problem);
    onChange(
      draft.map((n) => n.id),
      draft,
    );
    setOpen(false);
  };
  const labels = current.map((key) => valueLabels?.[key] ?? draft.find((n) => n.id === key)?.fullName ?? key);
  const selectedIds = draft.map((n) => n.id);

  return (
    <div data-slot="user-picker" className={cn('pmc-picker', className)}>
      <PickerTrigger
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={openDialog}
        label={labels.join('，')}
        placeholder={t(m.pickerPlaceholder, { title: name })}
        {...aria}
      />
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t(m.pickerDialogTitle, { title: name })}
        width={720}
        footer={
          <>
            <Button onClick={() => setDraft([])}>{t(m.clear)}</Button>
            <Button onClick={() => setOpen(false)}>{t(uiMessages.cancel)}</Button>
            <Button variant="primary" onClick={confirm}>
              {t(uiMessages.ok)}
            </Button>
          </>
        }
      >
        <div className="pmc-user-picker">
          <div className="pmc-user-picker__source">
            <Input
              aria-label={t(m.treeSearch)}
              placeholder={t(m.treeSearch)}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
            {search && results.nodes ? (
              results.nodes.length ? (
                <Tree
                  aria-label={t(m.pickerSearchResults)}
                  nodes={results.nodes}
                  total={results.total}
                  onLoadMore={results.loadMore}
                  selected={selectedIds}
                  onSelect={toggle}
                  multiple={multiple}
                  isSelectable={isSelectable}
                  height={LIST_HEIGHT}
                />
              ) : (
                <Empty simple description={m.noMatch} />
              )
            ) : (
              <Tree
                aria-label={name}
                nodes={roots.nodes ?? []}
                total={roots.total}
                onLoadMore={roots.loadMore}
                loadChildren={(node, page) => loadNodes({ parentId: node.id, keyword: '', ...page })}
                pageSize={pageSize}
                selected={selectedIds}
                onSelect={toggle}
                multiple={multiple}
                isSelectable={isSelectable}
                height={LIST_HEIGHT}
              />
            )}
          </div>
          <UserPickerChosen chosen={draft} error={error} onRemove={toggle} />
        </div>
      </Dialog>
    </div>
  );
}
