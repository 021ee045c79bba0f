import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../session/session-store.ts';
import { FigureTiles } from './figure-tiles.tsx';
import { workbenchAccess } from './workbench-access.ts';

/** The figures' tiles before their code and data arrive: the same links, the figures as skeletons. */
export function FigureTilesSkeleton() {
  const { menuList } = useSnapshot(session);
  const access = useMemo(() => workbenchAccess(menuList as typeof session.menuList), [menuList]);
  return <FigureTiles access={access} />;
}
