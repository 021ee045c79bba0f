import {
  cn,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Spinner,
  type Translatable,
  uiMessages,
  useFormField,
  useTranslate,
} from '@pmc/ui';
import { useEffect, useRef, useState } from 'react';
import { CascaderColumn } from './cascader-column.tsx';
import { PickerTrigger } from './picker-trigger.tsx';
import type { TreeNode } from './tree-node.ts';

/** docs/guide/constants.md#address-cascader: the address cascader's roots are the children of parent -1. */
export const ADDRESS_ROOT_ID = '-1';

export interface AddressCascaderProps {
  /** Children of an area id; called once per parent, level by level, as the user goes deeper. */
  loadChildren: (parentId: string) => Promise<TreeNode[]>;
  rootId?: string;
  /** The chosen path of area ids, province first. */
  value: readonly string[] | null | undefined;
  onChange: (ids: string[], nodes: TreeNode[]) => void;
  /** Names along `value`, shown before the levels are loaded. */
  valueLabels?: readonly string[];
  /** Levels deep (3 = province / city / district); nodes at the last level are leaves. */
  depth?: number;
  /** Lets any level be chosen, not only leaves. */
  changeOnSelect?: boolean;
  separator?: string;
  placeholder?: Translatable;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * A province / city / district cascader that loads each level lazily from a loader prop (roots under
 * -1). Each level is a listbox: ↑/↓ move, → or Enter opens the next level, ← goes back.
 *
 * @example
 * <AddressCascader aria-label="所在地区" depth={3} loadChildren={(id) => api.areaSelector(id)}
 *   value={form.areaIds} onChange={(ids) => setAreaIds(ids)} />
 */
export function AddressCascader({
  loadChildren,
  rootId = ADDRESS_ROOT_ID,
  value,
  onChange,
  valueLabels,
  depth,
  changeOnSelect = false,
  separator = ' / ',
  placeholder = uiMessages.placeholderSelect,
  disabled,
  invalid,
  id,
  className,
  'aria-label': ariaLabel,
}: AddressCascaderProps) {
  const t = useTranslate();
  const aria = useFormField({ id, invalid });
  const [open, setOpen] = useState(false);
  const [children, setChildren] = useState<ReadonlyMap<string, TreeNode[]>>(new Map());
  const [loading, setLoading] = useState<string>();
  const [path, setPath] = useState<TreeNode[]>([]);
  const panel = useRef<HTMLDivElement>(null);
  // After a keyboard step the next level renders later (it may load first); focus it once it is there.
  const [focusLevel, setFocusLevel] = useState<number>();
  const chosen = value ?? [];

  const load = async (parentId: string) => {
    if (children.has(parentId)) return children.get(parentId)!;
    setLoading(parentId);
    try {
      const list = await loadChildren(parentId);
      setChildren((prev) => new Map(prev).set(parentId, list));
      return list;
    } finally {
      setLoading(undefined);
    }
  };

  // Opening re-walks the chosen path so every level of the current value is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening
  useEffect(() => {
    if (!open) return;
    void (async () => {
      const walked: TreeNode[] = [];
      let parent = rootId;
      for (const key of chosen) {
        const node = (await load(parent)).find((n) => n.id === key);
        if (!node) break;
        walked.push(node);
        parent = node.id;
      }
      if (!chosen.length) await load(rootId);
      setPath(walked);
    })();
  }, [open]);

  useEffect(() => {
    if (focusLevel === undefined) return;
    const column = panel.current?.querySelectorAll<HTMLElement>('[role="listbox"]')[focusLevel];
    const target =
      column?.querySelector<HTMLElement>('[aria-selected="true"]') ??
      column?.querySelector('[role="option"]');
    if (target instanceof HTMLElement) {
      target.focus();
      setFocusLevel(undefined);
    }
  });

  const isLeaf = (node: TreeNode, level: number) =>
    node.isLeaf === true ||
    (depth !== undefined && level + 1 >= depth) ||
    children.get(node.id)?.length === 0;

  const pick = async (node: TreeNode, level: number) => {
    const next = [...path.slice(0, level), node];
    setPath(next);
    const done = (nodes: TreeNode[]) => {
      onChange(
        nodes.map((n) => n.id),
        nodes,
      );
      setOpen(false);
    };
    if (isLeaf(node, level)) return done(next);
    if (changeOnSelect)
      onChange(
        next.map((n) => n.id),
        next,
      );
    const list = await load(node.id);
    if (list.length === 0) done(next);
  };

  const columns = [rootId, ...path.map((n) => n.id)]
    .map((parentId) => children.get(parentId))
    .filter(Boolean);
  const label = chosen.length
    ? chosen
        .map((key, i) => path.find((n) => n.id === key)?.fullName ?? valueLabels?.[i] ?? key)
        .join(separator)
    : '';

  return (
    <Popover open={open} onOpenChange={disabled ? undefined : setOpen}>
      <div data-slot="address-cascader" className={cn('pmc-picker', className)}>
        <PopoverTrigger asChild disabled={disabled}>
          <PickerTrigger
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-label={ariaLabel}
            label={label}
            placeholder={t(placeholder)}
            caret
            {...aria}
          />
        </PopoverTrigger>
      </div>
      <PopoverContent className="pmc-cascader">
        <div ref={panel} className="pmc-cascader__columns">
          {columns.map((list, level) => (
            <CascaderColumn
              // Levels are positional: a column is replaced when an earlier level changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: the level is the identity
              key={level}
              level={level}
              nodes={list!}
              selectedId={path[level]?.id}
              loadingId={loading}
              isLeaf={(node) => isLeaf(node, level)}
              onPick={(node) => void pick(node, level)}
              onStep={(direction, node) => {
                if (direction === 'in' && node) {
                  setFocusLevel(level + 1);
                  void pick(node, level);
                } else if (direction === 'out' && level > 0) setFocusLevel(level - 1);
              }}
            />
          ))}
          {loading === rootId ? <Spinner /> : null}
        </div>
      </PopoverContent>
    </Popover>
  );
}
