import type { positionRowSchema } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { ListColumn } from '@pmc/widgets/kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { dateCell } from '../../../page-parts/date-cell.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { positionMessages as m } from './messages.ts';

/** A row of the list: the fields the user's column permissions let through, and the holder count. */
export type PositionRow = z.output<typeof positionRowSchema>;

/** The user page filtered on the holders of one position, as the holder count links to. */
export const holdersPath = (positionId: string) =>
  `/system/user?positionId=${encodeURIComponent(positionId)}`;

export interface PositionCells {
  /** The position type's name from its `positionType` dictionary code. */
  typeName: (code: string | undefined) => string;
  state: (row: PositionRow) => ReactNode;
  /** Label of the holder-count link, e.g. 查看 开发工程师 的 2 名在岗人员. */
  holdersLabel: (row: PositionRow) => string;
}

/**
 * Columns of the position list. Ids are the seeded column-permission codes (`fullName`, `enCode`,
 * `type`, `organizeName`, `enabledMark`, `creatorTime`), sortable where the server sorts; the holder
 * count and the order are not permission items, so they always show.
 */
export function positionColumns(cells: PositionCells): ListColumn<PositionRow>[] {
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
    {
      id: 'holderCount',
      header: <T msg={m.holders} />,
      width: 90,
      align: 'right',
      permission: false,
      cell: (row) => (
        <Link to={holdersPath(row.id)} aria-label={cells.holdersLabel(row)} data-testid="position-holders">
          {row.holderCount}
        </Link>
      ),
    },
    { id: 'enabledMark', header: <T msg={s.enabledMark} />, width: 90, sortable: true, cell: cells.state },
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
      cell: (row) => dateCell(row.creatorTime),
    },
  ];
}
