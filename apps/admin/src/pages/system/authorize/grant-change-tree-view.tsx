import type { GrantChangeNode } from './grant-change-tree.ts';

/** The pages and items a grant added or removed, nested as in the menu tree (history drawer). */
export function GrantChangeTreeView({ nodes }: { nodes: readonly GrantChangeNode[] }) {
  return (
    <ul className="admin-grant-change-tree">
      {nodes.map((node) => (
        <li key={node.id} data-id={node.id}>
          <span>{node.label}</span>
          {node.children.length ? <GrantChangeTreeView nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
