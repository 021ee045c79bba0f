import type { DictionaryDataRow } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { ListColumn } from '@pmc/widgets/kit';
import type { ReactNode } from 'react';
import { dateCell } from '../../../page-parts/date-cell.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';

/** Columns of a type's items; ids are the seeded column-permission codes (the standard set). */
export function dictionaryColumns(
  state: (row: DictionaryDataRow) => ReactNode,
): ListColumn<DictionaryDataRow>[] {
  return [
    { id: 'fullName', header: <T msg={s.fullName} />, width: 200 },
    { id: 'enCode', header: <T msg={s.enCode} />, width: 160 },
    { id: 'enabledMark', header: <T msg={s.enabledMark} />, width: 90, cell: state },
    { id: 'sortCode', header: <T msg={s.sortCode} />, width: 80, align: 'right' },
    { id: 'description', header: <T msg={s.description} />, width: 200 },
    {
      id: 'creatorTime',
      header: <T msg={s.creatorTime} />,
      width: 150,
      cell: (row) => dateCell(row.creatorTime),
    },
  ];
}
