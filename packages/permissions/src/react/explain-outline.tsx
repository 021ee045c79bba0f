import type { CSSProperties, ReactNode } from 'react';
import type { PermissionKind } from '../types.ts';

export interface ExplainOutlineProps {
  /** The page whose list was consulted; `undefined` for the has-directive (all pages). */
  modelId: string | undefined;
  kind: PermissionKind | 'any';
  code: string;
  children?: ReactNode;
}

// Inline styles: explain mode is a development aid, so it must not require the app to load a stylesheet.
const frame: CSSProperties = {
  position: 'relative',
  display: 'inline-block',
  outline: '2px dashed #f5222d',
  outlineOffset: 2,
  opacity: 0.55,
};
const label: CSSProperties = {
  position: 'absolute',
  left: 0,
  top: '100%',
  zIndex: 1,
  font: '11px/1.4 monospace',
  color: '#fff',
  background: '#f5222d',
  padding: '0 4px',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
};

/**
 * What explain mode renders in place of a hidden element: the element, inert and faded, outlined in
 * red with the modelId, kind and code that hid it (also as `data-*` attributes for tests and devtools).
 *
 * @example
 * <ExplainOutline modelId="42" kind="button" code="btn_remove"><Button>删除</Button></ExplainOutline>
 */
export function ExplainOutline({ modelId, kind, code, children }: ExplainOutlineProps) {
  const where = `${modelId ?? '*'} · ${kind} · ${code}`;
  return (
    <span
      data-slot="permission-explain"
      data-model-id={modelId ?? '*'}
      data-kind={kind}
      data-code={code}
      title={`hidden by permissions: ${where}`}
      style={frame}
      inert
    >
      {children}
      <span style={label}>{where}</span>
    </span>
  );
}
