import type { contract } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { ListColumn } from '@pmc/widgets/kit';
import type { z } from 'zod';
import { dateCell } from '../../../page-parts/date-cell.ts';
import { onlineUserMessages as m } from './messages.ts';

export type OnlineUser = z.output<typeof contract.onlineUser.list.data>['list'][number];

/**
 * Columns of the online-user list. `account`, `ip` and `loginTime` are the seeded column-permission
 * codes; the others are shown to whoever may open the page. Sortable where the server sorts.
 */
export function onlineUserColumns(): ListColumn<OnlineUser>[] {
  return [
    {
      id: 'account',
      header: <T msg={m.account} />,
      width: 150,
      sortable: true,
      cell: (row) => (
        <>
          {row.account}
          {row.current ? (
            <span className="admin-tag">
              <T msg={m.current} />
            </span>
          ) : null}
        </>
      ),
    },
    { id: 'realName', permission: false, header: <T msg={m.realName} />, width: 120 },
    { id: 'ip', header: <T msg={m.ip} />, width: 140, sortable: true },
    { id: 'ipPlace', permission: false, header: <T msg={m.ipPlace} />, width: 140 },
    {
      id: 'loginTime',
      header: <T msg={m.loginTime} />,
      width: 150,
      sortable: true,
      cell: (row) => dateCell(row.loginTime),
    },
    {
      id: 'lastSeenTime',
      permission: false,
      header: <T msg={m.lastSeenTime} />,
      width: 150,
      sortable: true,
      cell: (row) => dateCell(row.lastSeenTime),
    },
  ];
}
