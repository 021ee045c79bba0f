import { T } from '@pmc/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../app/queries.ts';
import { FigureTiles } from './figure-tiles.tsx';
import { homeMessages as m } from './messages.ts';
import { WithQueries } from './with-queries.tsx';
import type { WorkbenchAccess } from './workbench-access.ts';

export interface FiguresProps {
  access: WorkbenchAccess;
  onNavigate: (to: string) => void;
}

function Figures({ access, onNavigate }: FiguresProps) {
  const counts = useQuery({ ...queries.workbench.userCounts(), enabled: Boolean(access.users) });
  const online = useQuery({ ...queries.workbench.onlineCount(), enabled: Boolean(access.online) });
  return (
    <>
      <FigureTiles
        access={access}
        onNavigate={onNavigate}
        counts={counts.data}
        online={online.data?.online}
      />
      {counts.isError || online.isError ? (
        <p role="alert" className="admin-muted">
          <T msg={m.figuresFailed} />
        </p>
      ) : null}
    </>
  );
}

export default function WorkbenchFigures(props: FiguresProps) {
  return (
    <WithQueries>
      <Figures {...props} />
    </WithQueries>
  );
}
