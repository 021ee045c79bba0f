import type { AuthorizeNode, AuthorizeTabTree, TabCheckStates } from '@pmc/permissions/authorize';
import { Button, useTranslate } from '@pmc/ui';
import { Tree, type TreeNode } from '@pmc/widgets';
import { whoHasMessages } from '@pmc/widgets/kit';
import { UserSearch } from 'lucide-react';
import { useMemo } from 'react';
import { authorizeMessages as m } from '../../permission/messages.ts';
import { grantTreeNodes } from './grant-tree-nodes.ts';

export interface GrantTreeProps {
  tree: AuthorizeTabTree;
  /** Accessible name of the tree (the tab's name). */
  label: string;
  states: TabCheckStates;
  /** Open nodes (ids); a node's children show when it is open. */
  expanded: ReadonlySet<string>;
  onExpandedChange: (id: string, open: boolean) => void;
  /** A filter's result; null shows every node (and a filter opens everything it shows). */
  visible: ReadonlySet<string> | null;
  onToggle: (id: string, checked: boolean) => void;
  /** Whether the caller may change grants (read-only rows otherwise). */
  editable: boolean;
  /** Explain mode: each row shows its code and the page (model id) it belongs to. */
  explain?: boolean;
  /** With it, each grantable row (a page on the menu tab, an item on the others) offers 谁拥有. */
  onWhoHas?: (node: AuthorizeNode) => void;
}

/**
 * One tab of the authorize screen: the widgets' virtual, checkable Tree over the tab's nodes, so only
 * the rows in view are drawn (the tab can hold 8,000 rows). The tri-state of each row is read from
 * `states`, computed once per change of the selection for the whole tab.
 */
export function GrantTree({
  tree,
  label,
  states,
  expanded,
  onExpandedChange,
  visible,
  onToggle,
  editable,
  explain,
  onWhoHas,
}: GrantTreeProps) {
  const t = useTranslate();
  const nodes = useMemo(() => grantTreeNodes(tree, visible), [tree, visible]);
  const nodeOf = (node: TreeNode) => tree.byId.get(node.id) as AuthorizeNode;
  return (
    <Tree
      aria-label={label}
      className="perm-grant-tree"
      data-tab={tree.tab}
      nodes={nodes}
      height={560}
      expanded={expanded}
      expandedOverride={visible ?? undefined}
      onExpandedChange={(node, open) => onExpandedChange(node.id, open)}
      checkState={(node) => states.stateOf(node.id)}
      isSelectable={(node) => editable && !states.isDisabled(node.id)}
      onCheck={(node, checked) => onToggle(node.id, checked)}
      renderAside={
        onWhoHas
          ? (row) => {
              const node = nodeOf(row);
              // Grantable rows only: pages on the menu tab, items on the others (their pages only group).
              if (node.kind !== tree.tab) return null;
              // An icon, named by aria-label: a visible text would become part of the tree item's own
              // text, which its name (the label alone) must contain (axe: label-content-name-mismatch).
              const name = `${t(whoHasMessages.whoHas)} · ${node.label}`;
              return (
                <Button
                  variant="link"
                  size="mini"
                  className="perm-who-has"
                  aria-label={name}
                  title={name}
                  onClick={() => onWhoHas(node)}
                >
                  <UserSearch size={14} aria-hidden="true" />
                </Button>
              );
            }
          : undefined
      }
      renderLabel={(row) => {
        const node = nodeOf(row);
        const refused = node.kind !== 'menu' && states.isDisabled(node.id);
        return (
          <span className="perm-grant-label" title={refused ? t(m.pageNotGranted) : undefined}>
            {node.label}
            {node.kind !== 'menu' || explain ? <code className="perm-grant-code">{node.code}</code> : null}
            {explain ? <code className="perm-grant-code">{node.menuId}</code> : null}
          </span>
        );
      }}
    />
  );
}
