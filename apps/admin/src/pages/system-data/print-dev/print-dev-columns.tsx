import type { PrintTemplate } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { ListColumn } from '@pmc/widgets/kit';
import { dateCell } from '../../../page-parts/date-cell.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { printDevMessages as m } from './messages.ts';

export type PrintDevRow = Omit<PrintTemplate, 'content'>;

export const typeLabel = (type: number) => (type === 1 ? m.typeFlow : m.typeForm);

/**
 * Columns of the template list. The seed names no column permissions for this menu, so every column
 * is shown (`permission: false`); the content is not listed (the list leaves it out).
 */
export function printDevColumns(): ListColumn<PrintDevRow>[] {
  return [
    { id: 'fullName', header: <T msg={s.fullName} />, width: 180, sortable: true, permission: false },
    { id: 'enCode', header: <T msg={s.enCode} />, width: 150, sortable: true, permission: false },
    {
      id: 'type',
      header: <T msg={m.type} />,
      width: 110,
      permission: false,
      cell: (row) => <T msg={typeLabel(row.type)} />,
    },
    { id: 'category', header: <T msg={m.category} />, width: 120, sortable: true, permission: false },
    {
      id: 'enabledMark',
      header: <T msg={s.enabledMark} />,
      width: 80,
      permission: false,
      cell: (row) => <T msg={row.enabledMark === 1 ? s.enabled : s.disabled} />,
    },
    {
      id: 'sortCode',
      header: <T msg={s.sortCode} />,
      width: 80,
      align: 'right',
      sortable: true,
      permission: false,
    },
    {
      id: 'creatorTime',
      header: <T msg={s.creatorTime} />,
      width: 150,
      sortable: true,
      permission: false,
      cell: (row) => dateCell(row.creatorTime),
    },
  ];
}
