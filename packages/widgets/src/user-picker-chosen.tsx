import { type MessageDescriptor, useTranslate } from '@pmc/ui';
import { widgetsMessages as m } from './messages.ts';
import type { TreeNode } from './tree-node.ts';

/** The right-hand side of the user picker: what is chosen so far, each removable, and the required error. */
export function UserPickerChosen({
  chosen,
  error,
  onRemove,
}: {
  chosen: readonly TreeNode[];
  error: MessageDescriptor | undefined;
  onRemove: (node: TreeNode) => void;
}) {
  const t = useTranslate();
  const count = t(m.selectedCount, { n: chosen.length });
  return (
    <div className="pmc-user-picker__chosen">
      <div className="pmc-user-picker__count">{count}</div>
      <ul aria-label={count}>
        {chosen.map((node) => (
          <li key={node.id}>
            <span>{node.fullName}</span>
            <button
              type="button"
              className="pmc-picker__remove"
              aria-label={t(m.remove, { name: node.fullName })}
              onClick={() => onRemove(node)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <div role="alert" className="pmc-form-field__error">
          {t(error)}
        </div>
      ) : null}
    </div>
  );
}
