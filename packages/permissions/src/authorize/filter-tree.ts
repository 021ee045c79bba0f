import type { AuthorizeNode, AuthorizeTabTree } from './authorize-model.ts';

/** Case-insensitive match on the label or the code. */
export function matchLabelOrCode(node: AuthorizeNode, text: string): boolean {
  return node.label.toLowerCase().includes(text) || node.code.toLowerCase().includes(text);
}

/**
 * The ids a filter shows: every matching node, the path down to it, and everything beneath it (a
 * matching page shows its buttons). `null` for an empty filter (show all). `match` lets the app add
 * pinyin or initials; it receives the trimmed, lower-cased text.
 */
export function filterTree(
  tree: AuthorizeTabTree,
  text: string,
  match: (node: AuthorizeNode, text: string) => boolean = matchLabelOrCode,
): Set<string> | null {
  const needle = text.trim().toLowerCase();
  if (!needle) return null;
  const visible = new Set<string>();
  const showBelow = (node: AuthorizeNode) => {
    visible.add(node.id);
    for (const child of node.children) showBelow(child);
  };
  for (const node of tree.nodes) {
    if (visible.has(node.id) || !match(node, needle)) continue;
    showBelow(node);
    for (let up = node.parent; up && !visible.has(up.id); up = up.parent) visible.add(up.id);
  }
  return visible;
}
