import { useT } from '@pmc/i18n/react';
import { DataTable, type DataTableColumn } from '@pmc/widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '../../app/queries.ts';
import { profileMessages as m } from './messages.ts';

interface SubordinateRow {
  id: string;
  account: string;
  realName: string;
  organizeName: string | null;
}

/** 我的下属: the users whose manager I am (`Users/Current/Subordinate`). */
export function ProfileSubordinates() {
  const t = useT();
  const subordinates = useQuery(queries.currentUser.subordinates());
  const columns = useMemo<DataTableColumn<SubordinateRow>[]>(
    () => [
      { id: 'account', header: t(m.account), width: 160 },
      { id: 'realName', header: t(m.realName), width: 160 },
      { id: 'organizeName', header: t(m.organize), cell: (row) => row.organizeName ?? '' },
    ],
    [t],
  );
  return (
    <DataTable<SubordinateRow>
      aria-label={t(m.subordinateList)}
      rowKey="id"
      data={subordinates.data?.list ?? []}
      columns={columns}
      loading={subordinates.isFetching}
      emptyText={m.noSubordinates}
    />
  );
}
