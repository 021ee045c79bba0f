import type { Area } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { ListColumn } from '@pmc/widgets/kit';
import type { ReactNode } from 'react';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { areaMessages as m } from './messages.ts';

const LEVELS = [m.province, m.city, m.county, m.town, m.village];

/** An area's level (1 province … 5 village) by its translated name; an unknown level as its number. */
export function AreaLevel({ type }: { type: number }) {
  const level = LEVELS[type - 1];
  return level ? <T msg={level} /> : type;
}

/** Columns of the area tree; ids are the seeded column-permission codes. */
export function areaColumns(state: (row: Area) => ReactNode): ListColumn<Area>[] {
  return [
    { id: 'fullName', header: <T msg={s.fullName} />, width: 260 },
    { id: 'enCode', header: <T msg={s.enCode} />, width: 120 },
    {
      id: 'type',
      header: <T msg={m.type} />,
      width: 90,
      cell: (row) => <AreaLevel type={row.type} />,
    },
    { id: 'enabledMark', header: <T msg={s.enabledMark} />, width: 90, cell: state },
    { id: 'sortCode', header: <T msg={s.sortCode} />, width: 80, align: 'right' },
  ];
}
