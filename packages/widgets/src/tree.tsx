import { cn, Spinner, useTranslate } from '@pmc/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { widgetsMessages as m } from './messages.ts';
import { TreeItem } from './tree-item.tsx';
import { canExpand, type TreeCheckState, type TreeNode } from './tree-node.ts';
import { rowKey, type TreeRow, treeRows } from './tree-rows.ts';
import { useRowWindow } from './use-row-window.ts';
import { type LoadTreeChildren, useTreeChildren } from './use-tree-children.ts';

export interface TreeProps {
  /** The roots (or, with `total`, the first pages of them). */
  nodes: readonly TreeNode[];
  /**
   * Fetches a node's children the first time it opens (lazy trees); otherwise `children` is used. It may
   * answer every child, or one page (`{ nodes, total }` for `page.offset`, `page.limit`): the rest is
   * asked for when the list is scrolled to its end.
   */
  loadChildren?: LoadTreeChildren;
  /** The chosen ids (not used by a checkable tree, whose rows show `checkState`). */
  selected?: readonly string[];
  onSelect?: (node: TreeNode) => void;
  multiple?: boolean;
  /**
   * A checkable tree (antd's `checkable`): every row is a tri-state check (`aria-checked` true, false or
   * mixed). The caller owns the states, so a parent's state comes from its whole subtree, rendered or not;
   * a click, Enter or Space asks `onCheck` for the opposite of a row's state (mixed counts as unchecked).
   */
  checkState?: (node: TreeNode) => TreeCheckState;
  onCheck?: (node: TreeNode, checked: boolean) => void;
  /** Which nodes can be chosen (e.g. only users); others just expand. Defaults to all but disabled. */
  isSelectable?: (node: TreeNode) => boolean;
  defaultExpanded?: readonly string[];
  /** The open nodes, controlled (expand all, collapse all from outside); `onExpandedChange` is told of each toggle. */
  expanded?: ReadonlySet<string>;
  onExpandedChange?: (node: TreeNode, open: boolean) => void;
  /** Forces these open (a search shows all matches). */
  expandedOverride?: readonly string[] | ReadonlySet<string>;
  renderLabel?: (node: TreeNode) => ReactNode;
  /** A row's own controls after its label (say, an action button), kept out of the row's name. */
  renderAside?: (node: TreeNode) => ReactNode;
  /** How many roots there are when `nodes` is only the pages loaded so far. */
  total?: number;
  /** Asked for the next page of roots when the list is scrolled to its end (with `total`). */
  onLoadMore?: () => void;
  /** Largest height of the tree in px (default 480); longer trees scroll, rendering only rows in view. */
  height?: number;
  /** Page size asked of a paging `loadChildren` (default 100). */
  pageSize?: number;
  'aria-label'?: string;
  /** Set while what the tree shows is about to change (a deferred search). */
  'aria-busy'?: boolean;
  className?: string;
}

/** Row height in px (`.pmc-tree__item`): rows are positioned, not measured, so 100,000 cost nothing. */
const ROW_HEIGHT = 30;
const OVERSCAN = 10;
const NONE: readonly string[] = [];

/**
 * An accessible tree (WAI-ARIA tree pattern): roving focus, ↑/↓ move, → opens or enters, ← closes or goes
 * to the parent, Home/End, Enter/Space choose; lazy (and paged) children with a loading mark. Past 100 rows
 * only the rows in view are in the DOM (TanStack Virtual, fetched then); each carries `aria-level`,
 * `aria-setsize` and `aria-posinset`, so assistive technology still hears where it is in the whole tree.
 *
 * @example
 * <Tree aria-label="部门" nodes={roots} loadChildren={(n) => api.children(n.id)} selected={[id]} onSelect={(n) => setId(n.id)} />
 */
export function Tree({
  nodes,
  loadChildren,
  selected = NONE,
  onSelect,
  multiple = false,
  checkState,
  onCheck,
  isSelectable = (node) => !node.disabled,
  defaultExpanded = NONE,
  expanded: expandedProp,
  onExpandedChange,
  expandedOverride,
  renderLabel = (node) => node.fullName,
  renderAside,
  total,
  onLoadMore,
  height = 480,
  pageSize = 100,
  className,
  ...rest
}: TreeProps) {
  const t = useTranslate();
  const children = useTreeChildren({ defaultExpanded, loadChildren, pageSize });
  const { loaded, loading } = children;
  const expanded = expandedProp ?? children.expanded;
  // focusId: the row holding focus (the tab stop); wantedId: the row the keyboard moves focus to next.
  // Both stay rendered until focus has moved, so the focused element is never unmounted under it.
  const [focusId, setFocusId] = useState<string>();
  const [wantedId, setWantedId] = useState<string>();
  const rootsAskedAt = useRef(-1);
  const scrollRef = useRef<HTMLDivElement>(null);

  const override = useMemo(
    () =>
      expandedOverride === undefined || 'has' in expandedOverride
        ? expandedOverride
        : new Set(expandedOverride),
    [expandedOverride],
  );
  const open = useMemo(
    () => (!override?.size ? expanded : expanded.size === 0 ? override : new Set([...expanded, ...override])),
    [expanded, override],
  );
  const rows = useMemo(
    () =>
      treeRows(
        { nodes, total },
        open,
        (node) => loaded.get(node.id) ?? (node.children && { nodes: node.children }),
      ),
    [nodes, total, open, loaded],
  );
  const chosen = useMemo(() => new Set(selected), [selected]);
  const found = focusId === undefined ? -1 : rows.findIndex((row) => rowKey(row) === focusId);
  const focusIndex = found >= 0 ? found : rows.length ? 0 : -1;
  const wantedIndex = wantedId === undefined ? -1 : rows.findIndex((row) => rowKey(row) === wantedId);

  // The focused row stays rendered when scrolled away, so keyboard focus is never lost.
  const rowWindow = useRowWindow({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    height,
    overscan: OVERSCAN,
    scrollRef,
    keyOf: (index) => rowKey(rows[index]!),
    keep: [focusIndex, wantedIndex],
  });
  const items = rowWindow.items;

  const loadMore = (row: TreeRow) => {
    if (!row.more) return;
    if (row.parent) return void children.loadMore(row.parent);
    if (rootsAskedAt.current === row.loaded) return;
    rootsAskedAt.current = row.loaded;
    onLoadMore?.();
  };
  // A "more" row scrolled into view asks for the next page (not one only kept rendered for focus).
  const loadMoreInView = () => {
    for (const item of items) {
      const row = rows[item.index];
      if (row?.more && rowWindow.inView(item.index) && !(row.parent && loading.has(row.parent.id)))
        loadMore(row);
    }
  };
  useEffect(loadMoreInView);
  useEffect(() => {
    if (wantedId === undefined) return;
    scrollRef.current
      ?.querySelector<HTMLElement>(`[data-key="${CSS.escape(wantedId)}"]`)
      ?.focus({ preventScroll: true });
  });
  const focused = (key: string) => {
    setFocusId(key);
    if (key === wantedId) setWantedId(undefined);
  };

  const focusRow = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setWantedId(rowKey(row));
    rowWindow.scrollToIndex(index);
  };
  const focusParent = (parentId: string | undefined) => {
    if (parentId !== undefined) focusRow(rows.findIndex((r) => !r.more && r.node.id === parentId));
  };
  const toggle = (node: TreeNode, want = !open.has(node.id)) => {
    if (!want && override?.has(node.id)) return;
    children.toggle(node, want);
    onExpandedChange?.(node, want);
  };
  const choose = (node: TreeNode) => {
    if (checkState) onCheck?.(node, checkState(node) !== 'checked');
    else onSelect?.(node);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = rows[focusIndex];
    if (!current) return;
    let handled = true;
    if (event.key === 'ArrowDown') focusRow(focusIndex + 1);
    else if (event.key === 'ArrowUp') focusRow(focusIndex - 1);
    else if (event.key === 'Home') focusRow(0);
    else if (event.key === 'End') focusRow(rows.length - 1);
    else if (current.more) {
      if (event.key === 'ArrowLeft') focusParent(current.parentId);
      else if (event.key === 'Enter' || event.key === ' ') loadMore(current);
      else handled = false;
    } else {
      const { node } = current;
      const expandable = canExpand(node, loaded.get(node.id)?.nodes);
      switch (event.key) {
        case 'ArrowRight':
          if (expandable && !open.has(node.id)) toggle(node, true);
          else if (!rows[focusIndex + 1]?.more && rows[focusIndex + 1]?.parentId === node.id)
            focusRow(focusIndex + 1);
          break;
        case 'ArrowLeft':
          if (open.has(node.id) && !override?.has(node.id)) toggle(node, false);
          else focusParent(current.parentId);
          break;
        case 'Enter':
        case ' ':
          if (isSelectable(node)) choose(node);
          else if (expandable && event.key === 'Enter') toggle(node);
          break;
        default:
          handled = false;
      }
    }
    if (handled) event.preventDefault();
  };

  const place = (start: number) =>
    ({
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
      height: ROW_HEIGHT,
      transform: `translateY(${start}px)`,
    }) as const;

  return (
    <div
      ref={scrollRef}
      role="tree"
      aria-multiselectable={(multiple && !checkState) || undefined}
      data-slot="tree"
      className={cn('pmc-tree', className)}
      style={{ maxHeight: height }}
      onKeyDown={onKeyDown}
      // The virtualizer re-renders on scroll; rendered whole, the rows are only checked for "more".
      onScroll={rowWindow.virtual ? undefined : loadMoreInView}
      {...rest}
    >
      <div className="pmc-tree__rows" style={{ height: rowWindow.totalSize }}>
        {items.map((item) => {
          const row = rows[item.index]!;
          const key = rowKey(row);
          if (row.more) {
            const busy = row.parent ? loading.has(row.parent.id) : rootsAskedAt.current === row.loaded;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled once on the tree (roving focus)
              <div
                key={key}
                role="treeitem"
                data-key={key}
                aria-level={row.level}
                aria-setsize={row.total}
                aria-posinset={row.loaded + 1}
                aria-busy={busy || undefined}
                tabIndex={item.index === focusIndex ? 0 : -1}
                className="pmc-tree__item pmc-tree__more"
                style={{ ...place(item.start), paddingLeft: (row.level - 1) * 18 + 24 }}
                onFocus={() => focused(key)}
                onClick={() => loadMore(row)}
              >
                {t(m.treeLoadMore)}
                {busy ? <Spinner /> : null}
              </div>
            );
          }
          const { node } = row;
          const expandable = canExpand(node, loaded.get(node.id)?.nodes);
          return (
            <TreeItem
              key={key}
              node={node}
              level={row.level}
              setSize={row.setSize}
              posInSet={row.posInSet}
              expandable={expandable}
              open={open.has(node.id)}
              selectable={isSelectable(node)}
              selected={chosen.has(node.id)}
              checked={checkState?.(node)}
              multiple={multiple}
              loading={loading.has(node.id)}
              focusable={item.index === focusIndex}
              style={place(item.start)}
              label={renderLabel(node)}
              aside={renderAside?.(node)}
              onFocus={() => focused(key)}
              onChoose={() => choose(node)}
              onToggle={() => toggle(node)}
            />
          );
        })}
      </div>
    </div>
  );
}
