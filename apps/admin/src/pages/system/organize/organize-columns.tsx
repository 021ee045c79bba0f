import type { OrganizeTreeRow } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { DataTableColumn } from '@pmc/widgets';
import type { ReactNode } from 'react';
import { dateCell } from '../shared/date-cell.ts';
import { systemMessages as s } from '../shared/messages.ts';
import { organizeMessages as m } from './messages.ts';

export interface OrganizeCells {
  /** The enterprise nature's name from its dictionary code. */
  natureName: (code: string | null | undefined) => string;
  /** The state column's cell (a switch where the user may edit). */
  state: (row: OrganizeTreeRow) => ReactNode;
}

/**
 * Columns of the organisation tree table. Ids are the column-permission codes the menu seeds
 * (`fullName`, `enCode`, `category`, `enabledMark`, `sortCode`, `creatorTime`).
 */
export function organizeColumns(cells: OrganizeCells): DataTableColumn<OrganizeTreeRow>[] {
  return [
    { id: 'fullName', header: <T msg={s.fullName} />, width: 260 },
    { id: 'enCode', header: <T msg={s.enCode} />, width: 160 },
    {
      id: 'category',
      header: <T msg={m.category} />,
      width: 90,
      cell: (row) => <T msg={row.category === 'company' ? m.company : m.department} />,
    },
    {
      id: 'enterpriseNature',
      header: <T msg={m.enterpriseNature} />,
      width: 120,
      cell: (row) => cells.natureName(row.propertyJson.enterpriseNature),
    },
    { id: 'enabledMark', header: <T msg={s.enabledMark} />, width: 90, cell: cells.state },
    { id: 'sortCode', header: <T msg={s.sortCode} />, width: 80, align: 'right' },
    {
      id: 'creatorTime',
      header: <T msg={s.creatorTime} />,
      width: 150,
      cell: (row) => dateCell(row.creatorTime),
    },
  ];
}
