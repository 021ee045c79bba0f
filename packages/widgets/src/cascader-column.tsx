import { cn, Spinner, useTranslate } from '@pmc/ui';
import type { KeyboardEvent } from 'react';
import { widgetsMessages as m } from './messages.ts';
import type { TreeNode } from './tree-node.ts';

export interface CascaderColumnProps {
  level: number;
  nodes: readonly TreeNode[];
  selectedId: string | undefined;
  loadingId: string | undefined;
  isLeaf: (node: TreeNode) => boolean;
  onPick: (node: TreeNode) => void;
  /** → / Enter / Space step into the focused node; ← steps back to the previous level. */
  onStep: (direction: 'in' | 'out', node: TreeNode | undefined) => void;
}

/** One level of a cascader: a listbox whose focused option moves with ↑ and ↓. */
export function CascaderColumn({
  level,
  nodes,
  selectedId,
  loadingId,
  isLeaf,
  onPick,
  onStep,
}: CascaderColumnProps) {
  const t = useTranslate();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')];
    const at = options.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') options[Math.min(at + 1, options.length - 1)]?.focus();
    else if (event.key === 'ArrowUp') options[Math.max(at - 1, 0)]?.focus();
    else if (event.key === 'ArrowRight' || event.key === 'Enter' || event.key === ' ')
      onStep('in', nodes[at]);
    else if (event.key === 'ArrowLeft') onStep('out', undefined);
    else return;
    event.preventDefault();
  };
  return (
    <div
      role="listbox"
      aria-label={t(m.cascaderLevel, { n: level + 1 })}
      className="pmc-cascader__column"
      onKeyDown={onKeyDown}
    >
      {nodes.map((node, index) => {
        const selected = selectedId === node.id;
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox's onKeyDown handles keys for its options
          <div
            key={node.id}
            role="option"
            aria-selected={selected}
            tabIndex={selected || (!selectedId && index === 0) ? 0 : -1}
            className={cn('pmc-cascader__option', selected && 'is-selected')}
            onClick={() => onPick(node)}
          >
            <span>{node.fullName}</span>
            {loadingId === node.id ? <Spinner /> : isLeaf(node) ? null : <span aria-hidden="true">›</span>}
          </div>
        );
      })}
    </div>
  );
}
