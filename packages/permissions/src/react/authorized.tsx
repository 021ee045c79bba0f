import type { ReactNode } from 'react';
import type { PermissionKind } from '../types.ts';
import { ExplainOutline } from './explain-outline.tsx';
import { usePermissions } from './permission-context.ts';
import { usePermission } from './use-permission.ts';

export interface AuthorizedProps {
  /** The code to check on the current page. */
  code: string;
  /** Which list of the page's entry to look in (default `button`, with the per-button switch). */
  kind?: PermissionKind;
  /** Rendered when the code is not granted (default nothing). */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Renders its children when the current page grants `code`, otherwise the `fallback`. A thin wrapper
 * over `usePermission`; in explain mode the children show outlined with what they need, granted or
 * not (hidden ones inert, in place of the fallback).
 *
 * @example
 * <Authorized code="btn_edit" fallback={<span>只读</span>}>
 *   <Button>编辑</Button>
 * </Authorized>
 */
export function Authorized({ code, kind = 'button', fallback = null, children }: AuthorizedProps) {
  const { explain, modelId } = usePermissions();
  const allowed = usePermission(kind, code);
  if (explain) {
    return (
      <ExplainOutline modelId={modelId} kind={kind} code={code} granted={allowed}>
        {children}
      </ExplainOutline>
    );
  }
  return <>{allowed ? children : fallback}</>;
}
