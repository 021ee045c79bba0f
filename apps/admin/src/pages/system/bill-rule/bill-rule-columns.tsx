import type { BillRule } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { ListColumn } from '@pmc/widgets/kit';
import type { ReactNode } from 'react';
import { dateCell } from '../../../page-parts/date-cell.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { billRuleMessages as m } from './messages.ts';

/**
 * Columns of the bill-rule list. Ids are the seeded column-permission codes where there is one
 * (`fullName`, `enCode`, `prefix`, `currentNumber`, `enabledMark`, `creatorTime`); the rest are
 * always shown.
 */
export function billRuleColumns(cells: {
  dateFormat: (row: BillRule) => string;
  state: (row: BillRule) => ReactNode;
}): ListColumn<BillRule>[] {
  return [
    { id: 'fullName', header: <T msg={s.fullName} />, width: 160, sortable: true },
    { id: 'enCode', header: <T msg={s.enCode} />, width: 140, sortable: true },
    { id: 'prefix', header: <T msg={m.prefix} />, width: 90, sortable: true },
    {
      id: 'dateFormat',
      header: <T msg={m.dateFormat} />,
      width: 110,
      permission: false,
      cell: cells.dateFormat,
    },
    { id: 'digit', header: <T msg={m.digit} />, width: 90, align: 'right', permission: false },
    { id: 'currentNumber', header: <T msg={m.currentNumber} />, width: 110, align: 'right' },
    {
      id: 'example',
      header: <T msg={m.example} />,
      width: 180,
      permission: false,
      cell: (row) => <code>{row.example}</code>,
    },
    { id: 'enabledMark', header: <T msg={s.enabledMark} />, width: 90, sortable: true, cell: cells.state },
    {
      id: 'creatorTime',
      header: <T msg={s.creatorTime} />,
      width: 150,
      sortable: true,
      cell: (row) => dateCell(row.creatorTime),
    },
  ];
}
