import type { User } from '@pmc/api-client/contract';
import { formatDateTime } from '@pmc/validators';
import type { XlsxColumn } from '../../export/send-xlsx.ts';
import type { SheetReader } from '../../export/sheet-reader.ts';
import { type MessageDescriptor, translate } from '../../http/locale.ts';
import { serverMessages as m } from '../../messages.ts';

/** A user as a sheet row: the list's row with the names of its links. */
export type SheetUser = Partial<User> & { positionNames: string[]; roleNames: string[] };

/** One column of the user workbook: the API field (column permission code) it shows, and its header. */
interface SheetColumn {
  key: string;
  header: MessageDescriptor;
  width?: number;
  /** The text of a cell; the import reads the same text back. */
  value: (user: SheetUser, reader: SheetReader) => string;
}

const text = (value: string | null | undefined) => value ?? '';

/** The columns of the export, the import and its template, in sheet order. */
export const userSheetColumns: SheetColumn[] = [
  { key: 'account', header: m.colAccount, value: (u) => text(u.account) },
  { key: 'realName', header: m.colRealName, value: (u) => text(u.realName) },
  {
    key: 'gender',
    header: m.colGender,
    width: 8,
    value: (u, { locale }) =>
      u.gender === 1
        ? translate(locale, m.valueMale)
        : u.gender === 2
          ? translate(locale, m.valueFemale)
          : '',
  },
  { key: 'mobile', header: m.colMobile, width: 14, value: (u) => text(u.mobile) },
  { key: 'email', header: m.colEmail, width: 24, value: (u) => text(u.email) },
  { key: 'idCard', header: m.colIdCard, width: 22, value: (u) => text(u.idCard) },
  { key: 'organizeName', header: m.colOrganize, width: 24, value: (u) => text(u.organizeName) },
  { key: 'positionIds', header: m.colPositions, width: 24, value: (u) => u.positionNames.join(', ') },
  { key: 'roleIds', header: m.colRoles, width: 24, value: (u) => u.roleNames.join(', ') },
  {
    key: 'enabledMark',
    header: m.colEnabled,
    width: 8,
    value: (u, { locale }) =>
      u.enabledMark === undefined
        ? ''
        : translate(locale, u.enabledMark === 1 ? m.valueEnabled : m.valueDisabled),
  },
  {
    key: 'creatorTime',
    header: m.colCreated,
    width: 18,
    value: (u, { timeZone }) => formatDateTime(u.creatorTime ?? null, { timeZone }),
  },
];

/** Columns the import reads (the creation time is the server's). */
export const importColumns = userSheetColumns.filter((c) => c.key !== 'creatorTime');

/** The export's columns the caller may see, as workbook columns in their language. */
export function exportColumns(hidden: Set<string>, reader: SheetReader): XlsxColumn<SheetUser>[] {
  return userSheetColumns
    .filter((c) => !hidden.has(c.key))
    .map((c) => ({
      header: translate(reader.locale, c.header),
      width: c.width ?? 16,
      value: (u) => c.value(u, reader),
    }));
}
