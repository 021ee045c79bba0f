import { type ReactNode, useContext, useMemo, useRef } from 'react';
import { isDevelopment } from '../is-development.ts';
import { createPermissionIndex } from '../permission-index.ts';
import type { PermissionEntry, PermissionKind } from '../types.ts';
import { unknownCodeMessage } from '../unknown-code.ts';
import { PermissionContext, type PermissionContextValue } from './permission-context.ts';
import { PermissionExplainContext } from './permission-explain.tsx';

export interface PermissionProviderProps {
  /** `permissionList` of the current user (session store). */
  permissions: readonly PermissionEntry[] | null | undefined;
  /** The current page's model id, from the route's meta. */
  modelId?: string | null | undefined;
  /** Per-button permission switch (default on): off shows add, edit and remove regardless. */
  buttonSwitch?: boolean;
  /**
   * Explain mode (a runtime switch, e.g. for administrators): every guarded element shows outlined
   * with the modelId, kind and code it needs, and the hidden ones show too, inert. Unset: the nearest
   * `<PermissionExplain>` decides (off without one).
   */
  explain?: boolean;
  /**
   * Called in development when the UI asks for a code the page's list never contains; defaults to
   * `console.warn`. Pass `false` to silence the check.
   */
  onUnknownCode?: ((message: string) => void) | false;
  children?: ReactNode;
}

/**
 * Provides the permission model to the hooks and components below it. The index is rebuilt only when
 * the `permissions` array changes, so every check is a constant-time lookup.
 *
 * @example
 * <PermissionProvider permissions={session.permissionList} modelId={route.meta.modelId}>
 *   <UserPage />
 * </PermissionProvider>
 */
export function PermissionProvider({
  permissions,
  modelId,
  buttonSwitch = true,
  explain: explainProp,
  onUnknownCode,
  children,
}: PermissionProviderProps) {
  const index = useMemo(() => createPermissionIndex(permissions), [permissions]);
  const inherited = useContext(PermissionExplainContext);
  const explain = explainProp ?? inherited;
  // Reported codes survive re-renders but reset when the list changes (a new user, a new session).
  const reported = useRef<{ index: unknown; seen: Set<string> }>({ index: null, seen: new Set() });
  // Held in a ref so an inline callback does not change the context (and re-render every consumer).
  const report = useRef<((message: string) => void) | undefined>(undefined);
  report.current = onUnknownCode === false ? undefined : (onUnknownCode ?? console.warn);
  const value = useMemo<PermissionContextValue>(() => {
    const dev = isDevelopment();
    const page = modelId == null || modelId === '' ? undefined : String(modelId);
    return {
      index,
      modelId: page,
      buttonSwitch,
      explain,
      reportUnknown(kind: PermissionKind | 'any', code: string) {
        if (!dev || !report.current) return;
        const message = unknownCodeMessage(index, page, kind, code);
        if (!message) return;
        if (reported.current.index !== index) reported.current = { index, seen: new Set() };
        const key = `${page}\u0000${kind}\u0000${code}`;
        if (reported.current.seen.has(key)) return;
        reported.current.seen.add(key);
        report.current(message);
      },
    };
  }, [index, modelId, buttonSwitch, explain]);
  return <PermissionContext value={value}>{children}</PermissionContext>;
}
