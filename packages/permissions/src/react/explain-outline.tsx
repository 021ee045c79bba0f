import type { CSSProperties, ReactNode } from 'react';
import type { PermissionKind } from '../types.ts';

export interface ExplainOutlineProps {
  /** The page whose list was consulted; `undefined` for the has-directive (all pages). */
  modelId: string | undefined;
  kind: PermissionKind | 'any';
  code: string;
  /**
   * Whether the permissions let the element through (default `false`): granted elements keep working
   * under a solid green outline; the others show inert and faded under a dashed red one.
   */
  granted?: boolean;
  children?: ReactNode;
}

// Inline styles: explain mode must work in any app without it loading a stylesheet of ours.
// Both colours reach 4.5:1 against the white label text (WCAG AA).
const DENIED = '#a8071a';
const GRANTED = '#237804';
const frame = (granted: boolean): CSSProperties => ({
  position: 'relative',
  display: 'inline-block',
  outline: `2px ${granted ? 'solid' : 'dashed'} ${granted ? GRANTED : DENIED}`,
  outlineOffset: 2,
});
// Only the element fades: the label stays at full contrast.
const faded: CSSProperties = { opacity: 0.55 };
const label = (granted: boolean): CSSProperties => ({
  position: 'absolute',
  left: 0,
  top: '100%',
  zIndex: 1,
  font: '11px/1.4 monospace',
  color: '#fff',
  background: granted ? GRANTED : DENIED,
  padding: '0 4px',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

/**
 * What explain mode draws around a guarded element: what it needs (modelId · kind · code, as a label,
 * a tooltip and `data-*` attributes), marked ✓ when granted and ✕ when the permissions hide it (then
 * inert and faded). Codes, not words, so it needs no translation.
 *
 * @example
 * <ExplainOutline modelId="42" kind="button" code="btn_remove"><Button>删除</Button></ExplainOutline>
 * <ExplainOutline modelId="42" kind="button" code="btn_edit" granted><Button>编辑</Button></ExplainOutline>
 */
export function ExplainOutline({ modelId, kind, code, granted = false, children }: ExplainOutlineProps) {
  const where = `${granted ? '✓' : '✕'} ${modelId ?? '*'} · ${kind} · ${code}`;
  return (
    <span
      data-slot="permission-explain"
      data-model-id={modelId ?? '*'}
      data-kind={kind}
      data-code={code}
      data-granted={granted ? 'true' : 'false'}
      title={where}
      style={frame(granted)}
      inert={!granted}
    >
      {granted ? children : <span style={faded}>{children}</span>}
      <span style={label(granted)} aria-hidden="true">
        {where}
      </span>
    </span>
  );
}
