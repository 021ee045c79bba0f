import { T, useT } from '@pmc/i18n/react';
import { DataTable, type DataTableColumn, DEFAULT_PAGE_SIZE, Pagination } from '@pmc/widgets';
import { SearchForm, type SearchValues } from '@pmc/widgets/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { queries } from '../../app/queries.ts';
import { dateCell } from '../../page-parts/date-cell.ts';
import { searchTimeRange } from '../../page-parts/search-time-range.ts';
import { profileMessages as m } from './messages.ts';

interface LogRow {
  id: string;
  time: number;
  ip: string;
  ipPlace: string | null;
  summary: string;
  success: boolean;
}

const SEARCH_FIELDS = [{ name: 'range', label: m.logTime, type: 'date-range' }] as const;

/**
 * 登录日志: my own sign-ins, newest first, paged on the server (`Users/Current/SystemLog`), narrowed to
 * a range of days with the same date-range field as the sign-in log page.
 */
export function ProfileSignInLog() {
  const t = useT();
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState<SearchValues>({});
  const log = useQuery({
    ...queries.currentUser.systemLog({ ...paging, category: 1, ...searchTimeRange(search.range) }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<DataTableColumn<LogRow>[]>(
    () => [
      { id: 'time', header: t(m.logTime), width: 160, cell: (row) => dateCell(row.time) },
      { id: 'ip', header: t(m.logIp), width: 140 },
      { id: 'ipPlace', header: t(m.logPlace), width: 140, cell: (row) => row.ipPlace ?? '' },
      {
        id: 'success',
        header: t(m.logResult),
        width: 80,
        cell: (row) => <T msg={row.success ? m.logSuccess : m.logFailed} />,
      },
      { id: 'summary', header: t(m.logSummary) },
    ],
    [t],
  );
  return (
    <>
      <SearchForm
        fields={SEARCH_FIELDS}
        values={search}
        onSearch={(values) => {
          setSearch(values);
          setPaging((p) => ({ ...p, currentPage: 1 }));
        }}
      />
      <DataTable<LogRow>
        aria-label={t(m.logList)}
        rowKey="id"
        data={log.data?.list ?? []}
        columns={columns}
        loading={log.isFetching}
        showIndex
        indexOffset={(paging.currentPage - 1) * paging.pageSize}
        footer={
          <Pagination
            total={log.data?.pagination.total ?? 0}
            currentPage={paging.currentPage}
            pageSize={paging.pageSize}
            onChange={(currentPage, pageSize) => setPaging({ currentPage, pageSize })}
          />
        }
      />
    </>
  );
}
