import { type ReactNode, useEffect } from 'react';
import { ExplainOutline } from './explain-outline.tsx';
import { usePermissions } from './permission-context.ts';

/**
 * Whether `code` (any of the codes, when given a list) appears anywhere in the user's permission
 * list: the hook behind `<Has>`.
 *
 * @example
 * const canPrint = useHas('btn_print');
 */
export function useHas(code: string | readonly string[]): boolean {
  const { index } = usePermissions();
  return typeof code === 'string' ? index.has(code) : code.some((c) => index.has(c));
}

export interface HasProps {
  /** The code, or several codes of which any one suffices. */
  code: string | readonly string[];
  children?: ReactNode;
}

/**
 * The has-directive of docs/guide/permissions.md#the-has-directive: renders its children only when the code
 * is in the permission list, otherwise removes them. In explain mode they show outlined with the code,
 * granted or not.
 *
 * @example
 * <Has code="btn_import"><Button>导入</Button></Has>
 */
export function Has({ code, children }: HasProps) {
  const { explain, reportUnknown } = usePermissions();
  const allowed = useHas(code);
  const codes = typeof code === 'string' ? code : code.join('|');
  useEffect(() => {
    if (!allowed) reportUnknown('any', codes);
  }, [allowed, codes, reportUnknown]);
  if (explain) {
    return (
      <ExplainOutline modelId={undefined} kind="any" code={codes} granted={allowed}>
        {children}
      </ExplainOutline>
    );
  }
  return allowed ? <>{children}</> : null;
}
