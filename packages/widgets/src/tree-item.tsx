import { cn, Spinner, useTranslate } from '@pmc/ui';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { widgetsMessages as m } from './messages.ts';
import type { TreeCheckState, TreeNode } from './tree-node.ts';

const ARIA_CHECKED = { checked: true, unchecked: false, indeterminate: 'mixed' } as const;

export interface TreeItemProps {
  node: TreeNode;
  level: number;
  setSize: number;
  posInSet: number;
  expandable: boolean;
  open: boolean;
  selectable: boolean;
  selected: boolean;
  /** A checkable tree's state of this row (it then carries aria-checked, not aria-selected). */
  checked?: TreeCheckState | undefined;
  multiple: boolean;
  loading: boolean;
  focusable: boolean;
  style: CSSProperties;
  label: ReactNode;
  /** Controls of the row's own after its label (an action button), left out of the row's name. */
  aside?: ReactNode;
  onFocus: () => void;
  onChoose: () => void;
  onToggle: () => void;
}

/** One treeitem row of a (virtual) Tree: caret, check mark of a multiple tree, label, loading mark. */
export function TreeItem({
  node,
  level,
  setSize,
  posInSet,
  expandable,
  open,
  selectable,
  selected,
  checked,
  multiple,
  loading,
  focusable,
  style,
  label,
  aside,
  onFocus,
  onChoose,
  onToggle,
}: TreeItemProps) {
  const t = useTranslate();
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled once on the tree (roving focus)
    <div
      role="treeitem"
      data-id={node.id}
      data-key={node.id}
      aria-level={level}
      aria-setsize={setSize}
      aria-posinset={posInSet}
      aria-expanded={expandable ? open : undefined}
      aria-selected={selectable && !checked ? selected : undefined}
      aria-checked={checked ? ARIA_CHECKED[checked] : undefined}
      aria-disabled={node.disabled || (checked && !selectable) || undefined}
      aria-busy={loading || undefined}
      aria-labelledby={aside ? labelId : undefined}
      tabIndex={focusable ? 0 : -1}
      className={cn('pmc-tree__item', selected && 'is-selected')}
      style={{ ...style, paddingLeft: (level - 1) * 18 + 4 }}
      onFocus={onFocus}
      onClick={(event) => {
        event.stopPropagation();
        onFocus();
        if (selectable) onChoose();
        else if (expandable) onToggle();
      }}
    >
      <span
        aria-hidden="true"
        className={cn('pmc-tree__caret', open && 'is-open', !expandable && 'is-leaf')}
        onClick={(event) => {
          event.stopPropagation();
          if (expandable) onToggle();
        }}
      >
        ▸
      </span>
      {checked ? (
        // The item itself carries aria-checked; this box only shows it.
        <span aria-hidden="true" data-state={checked} className="pmc-checkbox__box pmc-tree__check">
          {checked === 'checked' ? '✓' : checked === 'indeterminate' ? '−' : null}
        </span>
      ) : multiple && selectable ? (
        // The item itself carries aria-selected; this box only shows it.
        <span
          aria-hidden="true"
          data-state={selected ? 'checked' : 'unchecked'}
          className="pmc-checkbox__box pmc-tree__check"
        >
          {selected ? '✓' : null}
        </span>
      ) : null}
      <span id={labelId} className="pmc-tree__label">
        {label}
      </span>
      {aside ? (
        // Its own clicks and keys are the aside's controls', not the row's (checking or choosing it).
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row from reacting too
        <span
          className="pmc-tree__aside"
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          {aside}
        </span>
      ) : null}
      {loading ? (
        <span className="pmc-tree__loading" role="status" aria-label={t(m.treeLoading)}>
          <Spinner />
        </span>
      ) : null}
    </div>
  );
}
