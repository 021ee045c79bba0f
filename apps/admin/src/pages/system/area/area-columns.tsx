import type { Area } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { ListColumn } from '@pmc/widgets/kit';
import type { ReactNode } from 'react';
import { systemMessages as s } from '../shared/messages.ts';
import { areaMessages as m } from './messages.ts';

const LEVELS = [m.province, m.city, m.county, m.town, m.village];

/** Columns of the area tree; ids are the seeded column-permission codes. */
export function areaColumns(state: (row: Area) => ReactNode): ListColumn<Area>[] {
  return [
    { id: 'fullName', header: <T msg={s.fullName} />, width: 260 },
    { id: 'enCode', header: <T msg={s.enCode} />, width: 120 },
    {
      id: 'type',
      header: <T msg={m.type} />,
      width: 90,
      cell: (row) => {
        const level = LEVELS[row.type - 1];
        return level ? <T msg={level} /> : row.type;
      },
    },
    { id: 'enabledMark', header: <T msg={s.enabledMark} />, width: 90, cell: state },
    { id: 'sortCode', header: <T msg={s.sortCode} />, width: 80, align: 'right' },
  ];
}
