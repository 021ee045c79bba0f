import { Button, Empty, Input, Spin, type Translatable, useTranslate } from '@pmc/ui';
import { DEFAULT_PAGE_SIZE, formatList } from '@pmc/validators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Pagination } from '../pagination.tsx';
import { useUiLocale } from '../use-ui-locale.ts';
import type { ExportWhoHas, LoadWhoHas, WhoHasHolder, WhoHasTarget } from './who-has.ts';
import { whoHasMessages as m } from './who-has-messages.ts';

export interface WhoHasListProps {
  target: WhoHasTarget;
  load: LoadWhoHas;
  /** With it, an 导出 button downloads the list as the search shows it. */
  onExport?: ExportWhoHas | undefined;
}

const SCOPES: Record<string, Translatable> = {
  all: m.whoHasScope_all,
  org: m.whoHasScope_org,
  orgAndBelow: m.whoHasScope_orgAndBelow,
  own: m.whoHasScope_own,
  custom: m.whoHasScope_custom,
};

function HolderPath({ holder }: { holder: WhoHasHolder }) {
  const t = useTranslate();
  const locale = useUiLocale();
  return (
    <ul className="pmc-who-has__path">
      {holder.administrator ? <li>{t(m.whoHasAdministrator)}</li> : null}
      {holder.roles.map((role) => (
        <li key={role.id} data-role={role.fullName}>
          {role.fullName}
          <span className="pmc-who-has__scope">
            {SCOPES[role.dataScope] ? t(SCOPES[role.dataScope] as Translatable) : role.dataScope}
          </span>
        </li>
      ))}
      {holder.delegatedOrganizes.length ? (
        <li>
          {t(m.whoHasDelegated, {
            names: formatList(
              holder.delegatedOrganizes.map((d) => d.fullName),
              locale,
            ),
          })}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The people who hold a right, each with the path that gives it (administrator, roles with their data
 * scope, delegated organisations): searchable by account or name, paged, exportable. The app's `load`
 * reads the server's answer, already limited to the people the asker may see.
 *
 * @example
 * <WhoHasList target={{ kind: 'button', moduleId, code: 'btn_remove' }} load={loadWhoHas} />
 */
export function WhoHasList({ target, load, onExport }: WhoHasListProps) {
  const t = useTranslate();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  const search = useDeferredValue(keyword.trim());
  const holders = useQuery({
    queryKey: ['pmc-who-has', target.kind, target.moduleId, target.code, search, page],
    queryFn: () => load(target, { keyword: search, ...page }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const list = holders.data?.list ?? [];
  const total = holders.data?.pagination.total ?? 0;
  const title = t(m.whoHasList);
  return (
    <div className="pmc-who-has" data-testid="who-has">
      <div className="pmc-who-has__tools">
        <Input
          type="search"
          aria-label={t(m.whoHasSearch)}
          placeholder={t(m.whoHasSearch)}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setPage((p) => ({ ...p, currentPage: 1 }));
          }}
        />
        {onExport ? (
          <Button
            loading={exporting}
            onClick={() => {
              setExporting(true);
              void onExport(target, search).finally(() => setExporting(false));
            }}
          >
            {t(m.whoHasExport)}
          </Button>
        ) : null}
      </div>
      <Spin spinning={holders.isFetching && !holders.data}>
        {holders.data && list.length === 0 ? (
          <Empty description={m.whoHasEmpty} />
        ) : (
          <table className="pmc-who-has__table" aria-label={title} aria-busy={holders.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t(m.whoHasAccount)}</th>
                <th scope="col">{t(m.whoHasName)}</th>
                <th scope="col">{t(m.whoHasOrganize)}</th>
                <th scope="col">{t(m.whoHasPath)}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((holder) => (
                <tr key={holder.id} data-account={holder.account}>
                  <td>{holder.account}</td>
                  <td>{holder.realName}</td>
                  <td>{holder.organizeName ?? ''}</td>
                  <td>
                    <HolderPath holder={holder} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Spin>
      <Pagination
        total={total}
        capped={holders.data?.pagination.capped}
        hasNextPage={list.length >= page.pageSize}
        currentPage={page.currentPage}
        pageSize={page.pageSize}
        onChange={(currentPage, pageSize) => setPage({ currentPage, pageSize })}
        layout="total, prev, pager, next"
        small
      />
    </div>
  );
}
