import type { OrganizeTreeRow } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import type { ListColumn } from '@pmc/widgets/kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dateCell } from '../../../page-parts/date-cell.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { organizeMessages as m } from './messages.ts';

export interface OrganizeCells {
  /** The enterprise nature's name from its dictionary code. */
  natureName: (code: string | null | undefined) => string;
  /** The state column's cell (a switch where the user may edit). */
  state: (row: OrganizeTreeRow) => ReactNode;
  /** Label of the member-count link, e.g. 查看 开发组 的 3 名成员. */
  membersLabel: (row: OrganizeTreeRow) => string;
}

/** The user page filtered on one organisation (and below), as its member count links to. */
export const membersPath = (organizeId: string) =>
  `/system/user?organizeId=${encodeURIComponent(organizeId)}`;

/**
 * Columns of the organisation tree table. Ids are the column-permission codes the menu seeds
 * (`fullName`, `enCode`, `category`, `enabledMark`, `sortCode`, `creatorTime`); the nature and the
 * member count are not permission items, so they always show.
 */
export function organizeColumns(cells: OrganizeCells): ListColumn<OrganizeTreeRow>[] {
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
      permission: false,
      cell: (row) => cells.natureName(row.propertyJson.enterpriseNature),
    },
    {
      id: 'memberCount',
      header: <T msg={m.members} />,
      width: 80,
      align: 'right',
      permission: false,
      cell: (row) => (
        <Link to={membersPath(row.id)} aria-label={cells.membersLabel(row)} data-testid="organize-members">
          {row.memberCount}
        </Link>
      ),
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
