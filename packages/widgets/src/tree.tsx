import { cn, Spinner, useTranslate } from '@pmc/ui';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { widgetsMessages as m } from './messages.ts';
import { canExpand, type TreeNode, visibleNodes } from './tree-node.ts';

export interface TreeProps {
  nodes: readonly TreeNode[];
  /** Fetches a node's children the first time it opens (lazy trees); otherwise `children` is used. */
  loadChildren?: (node: TreeNode) => Promise<TreeNode[]>;
  selected: readonly string[];
  onSelect: (node: TreeNode) => void;
  multiple?: boolean;
  /** Which nodes can be chosen (e.g. only users); others just expand. Defaults to all but disabled. */
  isSelectable?: (node: TreeNode) => boolean;
  defaultExpanded?: readonly string[];
  /** Forces these open (a search shows all matches). */
  expandedOverride?: readonly string[];
  renderLabel?: (node: TreeNode) => ReactNode;
  'aria-label'?: string;
  className?: string;
}

/**
 * An accessible tree (WAI-ARIA tree pattern): roving focus, ↑/↓ move, → opens or enters, ← closes or goes
 * to the parent, Home/End, Enter/Space choose; lazy children with a loading mark.
 *
 * @example
 * <Tree aria-label="部门" nodes={roots} loadChildren={(n) => api.children(n.id)} selected={[id]} onSelect={(n) => setId(n.id)} />
 */
export function Tree({
  nodes,
  loadChildren,
  selected,
  onSelect,
  multiple = false,
  isSelectable = (node) => !node.disabled,
  defaultExpanded = [],
  expandedOverride,
  renderLabel = (node) => node.fullName,
  className,
  ...rest
}: TreeProps) {
  const t = useTranslate();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const [loaded, setLoaded] = useState<ReadonlyMap<string, TreeNode[]>>(new Map());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string>();
  const listRef = useRef<HTMLDivElement>(null);

  const open = expandedOverride ? new Set([...expanded, ...expandedOverride]) : expanded;
  const childrenOf = (node: TreeNode) => loaded.get(node.id) ?? node.children;
  const rows = visibleNodes(nodes, open, childrenOf);
  const current = rows.find((r) => r.node.id === focusId) ?? rows[0];

  const toggle = async (node: TreeNode, want = !open.has(node.id)) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (want) next.add(node.id);
      else next.delete(node.id);
      return next;
    });
    if (want && loadChildren && !node.children && !loaded.has(node.id)) {
      setLoading((prev) => new Set(prev).add(node.id));
      try {
        const children = await loadChildren(node);
        setLoaded((prev) => new Map(prev).set(node.id, children));
      } finally {
        setLoading((prev) => {
          const next = new Set(prev);
          next.delete(node.id);
          return next;
        });
      }
    }
  };

  const focusRow = (id: string | undefined) => {
    if (!id) return;
    setFocusId(id);
    listRef.current?.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!current) return;
    const index = rows.indexOf(current);
    const { node } = current;
    const expandable = canExpand(node, loaded.get(node.id));
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focusRow(rows[index + 1]?.node.id);
        break;
      case 'ArrowUp':
        focusRow(rows[index - 1]?.node.id);
        break;
      case 'Home':
        focusRow(rows[0]?.node.id);
        break;
      case 'End':
        focusRow(rows.at(-1)?.node.id);
        break;
      case 'ArrowRight':
        if (expandable && !open.has(node.id)) void toggle(node, true);
        else if (rows[index + 1]?.parentId === node.id) focusRow(rows[index + 1]?.node.id);
        break;
      case 'ArrowLeft':
        if (open.has(node.id)) void toggle(node, false);
        else focusRow(current.parentId);
        break;
      case 'Enter':
      case ' ':
        if (isSelectable(node)) onSelect(node);
        else if (expandable && event.key === 'Enter') void toggle(node);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  return (
    <div
      ref={listRef}
      role="tree"
      aria-multiselectable={multiple || undefined}
      data-slot="tree"
      className={cn('pmc-tree', className)}
      onKeyDown={onKeyDown}
      {...rest}
    >
      {rows.map(({ node, level }) => {
        const expandable = canExpand(node, loaded.get(node.id));
        const selectable = isSelectable(node);
        const isSelected = selected.includes(node.id);
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled once on the tree (roving focus)
          <div
            key={node.id}
            role="treeitem"
            data-id={node.id}
            aria-level={level}
            aria-expanded={expandable ? open.has(node.id) : undefined}
            aria-selected={selectable ? isSelected : undefined}
            aria-disabled={node.disabled || undefined}
            aria-busy={loading.has(node.id) || undefined}
            tabIndex={node.id === current?.node.id ? 0 : -1}
            className={cn('pmc-tree__item', isSelected && 'is-selected')}
            style={{ paddingLeft: (level - 1) * 18 + 4 }}
            onFocus={() => setFocusId(node.id)}
            onClick={(event) => {
              event.stopPropagation();
              setFocusId(node.id);
              if (selectable) onSelect(node);
              else if (expandable) void toggle(node);
            }}
          >
            <span
              aria-hidden="true"
              className={cn('pmc-tree__caret', open.has(node.id) && 'is-open', !expandable && 'is-leaf')}
              onClick={(event) => {
                event.stopPropagation();
                if (expandable) void toggle(node);
              }}
            >
              ▸
            </span>
            {multiple && selectable ? (
              // The item itself carries aria-selected; this box only shows it.
              <span
                aria-hidden="true"
                data-state={isSelected ? 'checked' : 'unchecked'}
                className="pmc-checkbox__box pmc-tree__check"
              >
                {isSelected ? '✓' : null}
              </span>
            ) : null}
            <span className="pmc-tree__label">{renderLabel(node)}</span>
            {loading.has(node.id) ? (
              <span className="pmc-tree__loading" role="status" aria-label={t(m.treeLoading)}>
                <Spinner />
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
