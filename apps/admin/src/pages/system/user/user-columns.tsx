import type { User } from '@pmc/api-client/contract';
import { T } from '@pmc/i18n/react';
import { type ListColumn, personalCell } from '@pmc/widgets/kit';
import type { ReactNode } from 'react';
import { dateCell } from '../../../page-parts/date-cell.ts';
import { userMessages as m } from './messages.ts';

/** A list row: the columns the caller's role may not see are absent. */
export type UserRow = Partial<User> & { id: string };

export interface UserCells {
  /**
   * Names of ids from the cached position and role lists (docs/guide/entities-and-states.md#cached-lists).
   */
  positionNames: (ids: readonly string[]) => string;
  roleNames: (ids: readonly string[]) => string;
  state: (row: UserRow) => ReactNode;
  /** One personal field of a row in full, asked for with a reason (查看个人信息). */
  reveal: (row: UserRow, field: 'mobile' | 'email', reason: string) => Promise<string | null>;
}

/** Locked by too many wrong passwords, until a time still ahead (the server's lockout, login-routes). */
export const isLocked = (row: UserRow, now = Date.now()): boolean =>
  typeof row.lockedUntil === 'number' && row.lockedUntil > now;

/** Unused for 安全策略's dormancy days: refused at sign-in until re-enabled (the server's rule, login-routes). */
export const isDormant = (row: UserRow, now = Date.now()): boolean =>
  typeof row.dormantFrom === 'number' && row.dormantFrom <= now;

const GENDER = { 1: m.male, 2: m.female, 0: m.genderUnknown } as const;

/**
 * Columns of the user list. Ids are the seeded column-permission codes (`account`, `realName`,
 * `gender`, `mobile`, `email`, `organizeName`, `enabledMark`, `creatorTime`); the seed has no code for
 * positions, roles and last sign-in, so those follow their neighbours (`permission: false`). Sortable
 * where the server sorts.
 */
export function userColumns(cells: UserCells): ListColumn<UserRow>[] {
  return [
    { id: 'account', header: <T msg={m.account} />, valueType: 'code', sortable: true },
    { id: 'realName', header: <T msg={m.realName} />, width: 100, sortable: true },
    {
      id: 'gender',
      header: <T msg={m.gender} />,
      width: 80,
      sortable: true,
      cell: (row) => (row.gender === undefined ? '' : <T msg={GENDER[row.gender]} />),
    },
    {
      id: 'mobile',
      header: <T msg={m.mobile} />,
      valueType: 'code',
      // Room for the masked number and its 显示 / Show.
      width: 170,
      sortable: true,
      // Masked by the server; 显示 asks for a reason and shows one value.
      cell: personalCell({
        field: 'mobile',
        label: m.mobile,
        permission: 'btn_viewPersonal',
        reveal: (row, reason) => cells.reveal(row, 'mobile', reason),
      }),
    },
    {
      id: 'email',
      header: <T msg={m.email} />,
      width: 240,
      defaultHidden: true,
      cell: personalCell({
        field: 'email',
        label: m.email,
        permission: 'btn_viewPersonal',
        reveal: (row, reason) => cells.reveal(row, 'email', reason),
      }),
    },
    { id: 'organizeName', header: <T msg={m.organize} />, width: 140 },
    {
      id: 'positionIds',
      header: <T msg={m.positions} />,
      width: 120,
      permission: false,
      cell: (row) => cells.positionNames(row.positionIds ?? []),
    },
    {
      id: 'roleIds',
      header: <T msg={m.roles} />,
      width: 120,
      permission: false,
      cell: (row) => cells.roleNames(row.roleIds ?? []),
    },
    {
      id: 'enabledMark',
      header: <T msg={m.enabledMark} />,
      valueType: 'state',
      sortable: true,
      cell: cells.state,
    },
    {
      id: 'lockedUntil',
      header: <T msg={m.locked} />,
      valueType: 'state',
      permission: false,
      cell: (row) =>
        isLocked(row) ? (
          <span className="admin-tag admin-tag--danger">
            <T msg={m.lockedYes} />
          </span>
        ) : (
          ''
        ),
    },
    {
      id: 'dormantFrom',
      header: <T msg={m.dormant} />,
      valueType: 'state',
      permission: false,
      cell: (row) =>
        isDormant(row) ? (
          <span className="admin-tag admin-tag--warning">
            <T msg={m.dormantYes} />
          </span>
        ) : (
          ''
        ),
    },
    {
      id: 'lastLoginTime',
      header: <T msg={m.lastLoginTime} />,
      valueType: 'dateTime',
      sortable: true,
      permission: false,
      cell: (row) => dateCell(row.lastLoginTime),
    },
    {
      id: 'creatorTime',
      header: <T msg={m.creatorTime} />,
      valueType: 'dateTime',
      sortable: true,
      cell: (row) => dateCell(row.creatorTime),
    },
  ];
}
