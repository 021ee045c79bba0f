import type { Role } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { ListColumn } from '@pmc/widgets/kit';
import type { ReactNode } from 'react';
import { dateCell } from '../../../page-parts/date-cell.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { roleMessages as m } from '../../permission/messages.ts';

export type RoleRow = Partial<Role> & { id: string };

export interface RoleCells {
  typeName: (code: string | null | undefined) => string;
  state: (row: RoleRow) => ReactNode;
  members: (row: RoleRow) => ReactNode;
}

/** Columns of the role list; ids are the column-permission codes the menu seeds for system.role. */
export function roleColumns(cells: RoleCells): ListColumn<RoleRow>[] {
  return [
    { id: 'fullName', header: <T msg={s.fullName} />, sortable: true, width: 180 },
    { id: 'enCode', header: <T msg={s.enCode} />, sortable: true, width: 160 },
    {
      id: 'type',
      header: <T msg={m.type} />,
      sortable: true,
      width: 120,
      cell: (row) => cells.typeName(row.type),
    },
    { id: 'userCount', header: <T msg={m.userCount} />, permission: false, width: 90, cell: cells.members },
    { id: 'enabledMark', header: <T msg={s.enabledMark} />, sortable: true, width: 90, cell: cells.state },
    { id: 'sortCode', header: <T msg={s.sortCode} />, sortable: true, width: 80, align: 'right' },
    {
      id: 'creatorTime',
      header: <T msg={s.creatorTime} />,
      sortable: true,
      width: 150,
      cell: (r) => dateCell(r.creatorTime),
    },
  ];
}
