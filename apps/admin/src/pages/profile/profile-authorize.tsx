import type { MenuEntry, PermissionEntry } from '@pmc/api-client/contract';
import { useLocale, useT } from '@pmc/i18n/react';
import { formatList } from '@pmc/validators';
import { DataTable, type DataTableColumn } from '@pmc/widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '../../app/queries.ts';
import { profileMessages as m } from './messages.ts';

interface GrantRow {
  id: string;
  /** The page's place in the menu, e.g. 系统管理 / 用户管理. */
  page: string;
  buttons: string;
  columns: string;
  forms: string;
}

type Locale = keyof MenuEntry['menuNames'];

/** Each page of my menu with the buttons, columns and form fields my roles grant on it. */
export function grantRows(
  menus: readonly MenuEntry[],
  permissions: readonly PermissionEntry[],
  locale: Locale,
): GrantRow[] {
  const byModel = new Map(permissions.map((p) => [p.modelId, p]));
  const names = (items: readonly { fullName: string }[] | undefined) =>
    formatList(
      (items ?? []).map((i) => i.fullName),
      locale,
    );
  const rows: GrantRow[] = [];
  const walk = (entries: readonly MenuEntry[], trail: string[]) => {
    for (const entry of entries) {
      const path = [...trail, entry.menuNames[locale] || entry.fullName];
      if (entry.children.length > 0) walk(entry.children, path);
      else if (entry.type === 'M') {
        const grant = byModel.get(entry.id);
        rows.push({
          id: entry.id,
          page: path.join(' / '),
          buttons: names(grant?.button),
          columns: names(grant?.column),
          forms: names(grant?.form),
        });
      }
    }
  };
  walk(menus, []);
  return rows;
}

/** 我的权限: what my roles let me open and do (`Users/Current/Authorize`), page by page. */
export function ProfileAuthorize() {
  const t = useT();
  const { locale } = useLocale();
  const grants = useQuery(queries.currentUser.authorize());
  const rows = useMemo(
    () => (grants.data ? grantRows(grants.data.menuList, grants.data.permissionList, locale as Locale) : []),
    [grants.data, locale],
  );
  const columns = useMemo<DataTableColumn<GrantRow>[]>(
    () => [
      { id: 'page', header: t(m.page), width: 220 },
      { id: 'buttons', header: t(m.buttons) },
      { id: 'columns', header: t(m.columns) },
      { id: 'forms', header: t(m.forms) },
    ],
    [t],
  );
  return (
    <DataTable<GrantRow>
      aria-label={t(m.authorizeList)}
      rowKey="id"
      data={rows}
      columns={columns}
      loading={grants.isFetching}
      virtual={false}
    />
  );
}
