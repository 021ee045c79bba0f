import type { Department } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { ListColumn } from '@pmc/widgets/kit';
import type { ReactNode } from 'react';
import { dateCell } from '../../../page-parts/date-cell.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { departmentMessages as m } from './messages.ts';

/**
 * Columns of the department list. Ids are the seeded column-permission codes (`fullName`, `enCode`,
 * `managerName`, `enabledMark`, `sortCode`, `creatorTime`); `parentName` is the organisation it sits in.
 */
export function departmentColumns(state: (row: Department) => ReactNode): ListColumn<Department>[] {
  return [
    { id: 'fullName', header: <T msg={s.fullName} />, width: 200, sortable: true },
    { id: 'enCode', header: <T msg={s.enCode} />, width: 160, sortable: true },
    { id: 'parentName', header: <T msg={m.parent} />, width: 180, permission: false },
    { id: 'managerName', header: <T msg={m.manager} />, width: 110 },
    { id: 'enabledMark', header: <T msg={s.enabledMark} />, width: 90, cell: state },
    { id: 'sortCode', header: <T msg={s.sortCode} />, width: 80, align: 'right', sortable: true },
    {
      id: 'creatorTime',
      header: <T msg={s.creatorTime} />,
      width: 150,
      sortable: true,
      cell: (row) => dateCell(row.creatorTime),
    },
  ];
}
