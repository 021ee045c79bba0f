import type { AuthorizeNode, AuthorizeTabTree, TabCheckStates } from '@pmc/permissions/authorize';
import { Checkbox, useTranslate } from '@pmc/ui';
import { authorizeMessages as m } from '../../permission/perm-messages.ts';

export interface GrantTreeProps {
  tree: AuthorizeTabTree;
  /** Accessible name of the list (the tab's name). */
  label: string;
  states: TabCheckStates;
  /** Open nodes (ids); a node's children show when it is open. */
  expanded: ReadonlySet<string>;
  onExpandedChange: (id: string, open: boolean) => void;
  /** A filter's result; null shows every node (and a filter opens everything it shows). */
  visible: ReadonlySet<string> | null;
  onToggle: (id: string, checked: boolean) => void;
  /** Explain mode: each row shows its code and the page (model id) it belongs to. */
  explain?: boolean;
}

function shown(
  node: AuthorizeNode,
  expanded: ReadonlySet<string>,
  visible: ReadonlySet<string> | null,
): boolean {
  if (visible) return visible.has(node.id);
  for (let up = node.parent; up; up = up.parent) if (!expanded.has(up.id)) return false;
  return true;
}

/**
 * One tab of the authorize screen as a tree of tri-state checkboxes, rendered as a flat list of the
 * rows in view (the model's nodes are already in display order).
 */
export function GrantTree({
  tree,
  label,
  states,
  expanded,
  onExpandedChange,
  visible,
  onToggle,
  explain,
}: GrantTreeProps) {
  const t = useTranslate();
  const rows = tree.nodes.filter((node) => shown(node, expanded, visible));
  return (
    <ul className="perm-grant-tree" aria-label={label} data-tab={tree.tab}>
      {rows.map((node) => {
        const state = states.stateOf(node.id);
        const disabled = states.isDisabled(node.id);
        const open = visible !== null || expanded.has(node.id);
        return (
          <li
            key={node.id}
            className="perm-grant-row"
            style={{ paddingInlineStart: node.depth * 20 }}
            data-kind={node.kind}
            data-state={state}
          >
            {node.children.length > 0 ? (
              <button
                type="button"
                className="perm-grant-toggle"
                aria-expanded={open}
                aria-label={`${t(open ? m.collapseAll : m.expandAll)} ${node.label}`}
                onClick={() => onExpandedChange(node.id, !open)}
              >
                {open ? '▾' : '▸'}
              </button>
            ) : (
              <span className="perm-grant-toggle" aria-hidden="true" />
            )}
            <Checkbox
              checked={state === 'indeterminate' ? 'indeterminate' : state === 'checked'}
              disabled={disabled}
              label={node.label}
              title={disabled && node.kind !== 'menu' ? t(m.pageNotGranted) : undefined}
              onCheckedChange={(value) => onToggle(node.id, value === true)}
            />
            {node.kind !== 'menu' || explain ? <code className="perm-grant-code">{node.code}</code> : null}
            {explain ? <code className="perm-grant-code">{node.menuId}</code> : null}
          </li>
        );
      })}
    </ul>
  );
}
