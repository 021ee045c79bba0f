import {
  cn,
  Empty,
  Input,
  Popover,
  PopoverContent,
  PopoverTrigger,
  type Translatable,
  uiMessages,
  useFormField,
  useTranslate,
} from '@pmc/ui';
import { useEffect, useState } from 'react';
import { widgetsMessages as m } from './messages.ts';
import { PickerTrigger } from './picker-trigger.tsx';
import { Tree } from './tree.tsx';
import type { TreeNode } from './tree-node.ts';
import { useTreeSearch } from './use-tree-search.ts';

export interface TreeSelectProps {
  /** A complete tree; or omit it and give `loadNodes` for a lazy one. */
  nodes?: readonly TreeNode[];
  /** Children of a parent id; the roots are `loadNodes(rootId)`. */
  loadNodes?: (parentId: string) => Promise<TreeNode[]>;
  /** Parent id of the roots for `loadNodes` (the API's selectors use 0). */
  rootId?: string;
  value: string | readonly string[] | null | undefined;
  onChange: (value: string[], nodes: TreeNode[]) => void;
  multiple?: boolean;
  /** Which nodes can be chosen; others only open. */
  isSelectable?: (node: TreeNode) => boolean;
  /** Names of the current value when its nodes are not loaded yet (lazy trees). */
  valueLabels?: Readonly<Record<string, string>>;
  placeholder?: Translatable;
  /** A search box over the loaded tree: names, their pinyin and initials (张三: zhangsan, zs). */
  searchable?: boolean;
  /** Height of the open tree in px (default 264); only the rows in view are rendered. */
  listHeight?: number;
  clearable?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  'aria-label'?: string;
  className?: string;
}

const asArray = (value: TreeSelectProps['value']): string[] =>
  value === null || value === undefined || value === ''
    ? []
    : typeof value === 'string'
      ? [value]
      : [...value];

/**
 * A select whose options are a tree (organisations, departments, dictionary trees), complete or lazily
 * loaded, single or multiple, with search.
 *
 * @example
 * <TreeSelect aria-label="上级部门" loadNodes={(id) => api.departmentSelector(id)} value={parentId}
 *   onChange={([id]) => setParentId(id)} />
 */
export function TreeSelect({
  nodes,
  loadNodes,
  rootId = '0',
  value,
  onChange,
  multiple = false,
  isSelectable,
  valueLabels,
  placeholder = uiMessages.placeholderSelect,
  searchable = true,
  listHeight = 264,
  clearable = true,
  disabled,
  invalid,
  id,
  className,
  'aria-label': ariaLabel,
}: TreeSelectProps) {
  const t = useTranslate();
  const aria = useFormField({ id, invalid });
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [lazyRoots, setLazyRoots] = useState<readonly TreeNode[]>();
  const roots = nodes ?? lazyRoots;
  const [chosen, setChosen] = useState<ReadonlyMap<string, TreeNode>>(new Map());
  const selected = asArray(value);

  useEffect(() => {
    if (open && !roots && loadNodes) void loadNodes(rootId).then(setLazyRoots);
  }, [open, roots, loadNodes, rootId]);

  // Indexed once when the nodes arrive (not on open); the filter follows the typing, deferred.
  const { index, result, pending } = useTreeSearch(roots, searchable ? keyword : '');
  const labelOf = (key: string) =>
    chosen.get(key)?.fullName ?? index?.find(key)?.fullName ?? valueLabels?.[key] ?? key;

  const choose = (node: TreeNode) => {
    const next = multiple
      ? selected.includes(node.id)
        ? selected.filter((s) => s !== node.id)
        : [...selected, node.id]
      : [node.id];
    const known = new Map(chosen).set(node.id, node);
    setChosen(known);
    onChange(
      next,
      next.map((key) => known.get(key) ?? index?.find(key) ?? { id: key, fullName: labelOf(key) }),
    );
    if (!multiple) setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={disabled ? undefined : setOpen}>
      <div data-slot="tree-select" className={cn('pmc-picker', className)}>
        <PopoverTrigger asChild disabled={disabled}>
          <PickerTrigger
            role="combobox"
            aria-haspopup="tree"
            aria-expanded={open}
            aria-label={ariaLabel}
            label={selected.map(labelOf).join('，')}
            placeholder={t(placeholder)}
            caret
            {...aria}
          />
        </PopoverTrigger>
        {clearable && selected.length && !disabled ? (
          <button
            type="button"
            className="pmc-picker__clear"
            aria-label={t(m.clear)}
            onClick={() => onChange([], [])}
          >
            ×
          </button>
        ) : null}
      </div>
      <PopoverContent className="pmc-picker__panel">
        {searchable ? (
          <Input
            aria-label={t(m.treeSearch)}
            placeholder={t(m.treeSearch)}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
        ) : null}
        {result?.nodes.length === 0 && keyword ? <Empty simple description={m.noMatch} /> : null}
        <Tree
          aria-label={ariaLabel}
          aria-busy={pending || undefined}
          nodes={result?.nodes ?? []}
          loadChildren={loadNodes ? (node) => loadNodes(node.id) : undefined}
          selected={selected}
          onSelect={choose}
          multiple={multiple}
          isSelectable={isSelectable}
          expandedOverride={result?.expanded.size ? result.expanded : undefined}
          height={listHeight}
        />
      </PopoverContent>
    </Popover>
  );
}
