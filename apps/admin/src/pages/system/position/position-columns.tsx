import type { Position } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { DataTableColumn } from '@pmc/widgets';
import type { ReactNode } from 'react';
import { dateCell } from '../shared/date-cell.ts';
import { systemMessages as s } from '../shared/messages.ts';
import { positionMessages as m } from './messages.ts';

export interface PositionCells {
  /** The position type's name from its `positionType` dictionary code. */
  typeName: (code: string) => string;
  state: (row: Position) => ReactNode;
}

/**
 * Columns of the position list. Ids are the seeded column-permission codes (`fullName`, `enCode`,
 * `type`, `organizeName`, `enabledMark`, `creatorTime`), sortable where the server sorts.
 */
export function positionColumns(cells: PositionCells): DataTableColumn<Position>[] {
  return [
    { id: 'fullName', header: <T msg={s.fullName} />, width: 180, sortable: true },
    { id: 'enCode', header: <T msg={s.enCode} />, width: 150, sortable: true },
    {
      id: 'type',
      header: <T msg={m.type} />,
      width: 110,
      sortable: true,
      cell: (row) => cells.typeName(row.type),
    },
    { id: 'organizeName', header: <T msg={m.organize} />, width: 180 },
    { id: 'enabledMark', header: <T msg={s.enabledMark} />, width: 90, sortable: true, cell: cells.state },
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
