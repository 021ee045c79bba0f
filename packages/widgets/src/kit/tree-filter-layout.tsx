import { Button, Drawer, Input, Spin, type Translatable, useTranslate } from '@pmc/ui';
import { ListTree } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { Tree } from '../tree.tsx';
import type { TreeNode } from '../tree-node.ts';
import { useNarrowScreen } from '../use-narrow-screen.ts';
import { kitMessages as m } from './kit-messages.ts';
import { useTreeFilter } from './use-tree-filter.ts';

export interface TreeFilterLayoutProps {
  /** The whole tree (organisations are few enough to load at once). */
  nodes: readonly TreeNode[];
  loading?: boolean;
  /** The chosen node's id; the list on the right follows it. */
  selectedId: string | undefined;
  /** A click on the chosen node again clears the choice (undefined: the whole list). */
  onSelect: (node: TreeNode | undefined) => void;
  /** Heading and accessible name of the tree; default 组织机构. */
  title?: Translatable;
  /** Ids open at first; default the roots. */
  defaultExpanded?: readonly string[];
  /** Width of the tree panel in px (the user can drag it between `minWidth` and `maxWidth`). */
  defaultWidth?: number;
  minWidth?: number;
  maxWidth?: number;
  /** Buttons under the title acting on the tree itself (e.g. add, edit, delete a dictionary type). */
  actions?: ReactNode;
  /** The list. */
  children: ReactNode;
}

/**
 * RuoYi's everyday layout: a filterable tree on the left (name, pinyin, initials), the list on the
 * right, and a split the user can drag (or move with ← / → on the handle). Below 768 px the tree moves
 * into a drawer opened from a button above the list (named by the tree's title, with the chosen node
 * beside it); picking a node closes the drawer.
 *
 * @example
 * <TreeFilterLayout nodes={orgTree} selectedId={organizeId} onSelect={(n) => setOrganizeId(n?.id)}>
 *   <ListPage … filterNames={['organizeId']} />
 * </TreeFilterLayout>
 */
export function TreeFilterLayout({
  nodes,
  loading = false,
  selectedId,
  onSelect,
  title = m.organizeTree,
  defaultExpanded,
  defaultWidth = 240,
  minWidth = 160,
  maxWidth = 480,
  actions,
  children,
}: TreeFilterLayoutProps) {
  const t = useTranslate();
  const [keyword, setKeyword] = useState('');
  const [width, setWidth] = useState(defaultWidth);
  const { filtered, expanded } = useTreeFilter(nodes, keyword);
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const chosenName = useMemo(
    () => (selectedId ? findName(nodes, selectedId) : undefined),
    [nodes, selectedId],
  );
  const drag = useRef<{ x: number; width: number } | null>(null);
  const clamp = (value: number) => Math.min(maxWidth, Math.max(minWidth, value));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, width };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setWidth(clamp(drag.current.width + event.clientX - drag.current.x));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') setWidth((w) => clamp(w - 16));
    else if (event.key === 'ArrowRight') setWidth((w) => clamp(w + 16));
    else return;
    event.preventDefault();
  };

  const tree = (
    <>
      {actions}
      <Input
        type="search"
        aria-label={t(m.treeFilter)}
        placeholder={t(m.treeFilter)}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Spin spinning={loading}>
        <Tree
          // Mounted again once the tree arrives, so its roots open (the tree reads them at mount).
          key={nodes.length > 0 ? 'loaded' : 'empty'}
          aria-label={t(title)}
          nodes={filtered as TreeNode[]}
          selected={selectedId ? [selectedId] : []}
          onSelect={(node) => {
            onSelect(node.id === selectedId ? undefined : node);
            setDrawerOpen(false);
          }}
          defaultExpanded={defaultExpanded ?? nodes.map((n) => n.id)}
          expandedOverride={expanded}
        />
      </Spin>
    </>
  );

  if (narrow)
    return (
      <div className="pmc-tree-filter-layout pmc-tree-filter-layout--narrow">
        <div className="pmc-tree-filter-layout__bar">
          <Button size="small" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
            <ListTree aria-hidden="true" size={14} strokeWidth={2} />
            {t(title)}
          </Button>
          {chosenName ? <span className="pmc-tree-filter-layout__chosen">{chosenName}</span> : null}
        </div>
        <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title={t(title)} side="left">
          <div className="pmc-tree-filter-layout__tree pmc-tree-filter-layout__tree--drawer">{tree}</div>
        </Drawer>
        <section className="pmc-tree-filter-layout__main">{children}</section>
      </div>
    );

  return (
    <div className="pmc-tree-filter-layout" style={{ ['--pmc-tree-panel-width' as string]: `${width}px` }}>
      <aside className="pmc-tree-filter-layout__tree" aria-label={t(title)}>
        <h2 className="pmc-tree-filter-layout__title">{t(title)}</h2>
        {tree}
      </aside>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable splitter is role=separator with a value (WAI-ARIA window splitter) */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t(m.resizeSplit)}
        aria-valuenow={width}
        aria-valuemin={minWidth}
        aria-valuemax={maxWidth}
        tabIndex={0}
        className="pmc-tree-filter-layout__handle"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
      />
      <section className="pmc-tree-filter-layout__main">{children}</section>
    </div>
  );
}

/** The name of the node with `id` anywhere in the tree. */
function findName(nodes: readonly TreeNode[], id: string): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.fullName;
    const below = node.children ? findName(node.children, id) : undefined;
    if (below) return below;
  }
  return undefined;
}
