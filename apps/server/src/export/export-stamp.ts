import { formatDate } from '@pmc/validators';
import type ExcelJS from 'exceljs';
import type { AppContext } from '../app-context.ts';
import type { AuthContext } from '../auth/session-auth.ts';
import { type Locale, translate } from '../http/locale.ts';
import { serverMessages } from '../messages.ts';

/** Who exported a workbook and when, in the words of their language. */
export interface ExportStamp {
  name: string;
  account: string;
  at: number;
  /** '导出人 张三（admin），2026-11-27 10:00' in the exporter's language and the server's time zone. */
  line: string;
}

/** The stamp of an export the signed-in caller asked for now (docs/guide/chrome.md#watermark). */
export function exportStampOf(ctx: AppContext, auth: AuthContext, locale: Locale): ExportStamp {
  const at = ctx.now();
  const time = formatDate(at, { pattern: 'yyyy-MM-dd HH:mm', timeZone: ctx.config.timeZone });
  const name = auth.realName || auth.account;
  const descriptor = { ...serverMessages.exportedBy, values: { name, account: auth.account, time } };
  return { name, account: auth.account, at, line: translate(locale, descriptor) };
}

// '&' starts a code in a header or footer (&P page, &D date...); a literal one is written twice.
const footerText = (text: string) => text.replaceAll('&', '&&');

/**
 * Records the exporter in the workbook's properties (creator, created, description); with the sheet's
 * footer (`stampFooter`, left, beside the page number) a printed or forwarded copy still says whose it was.
 */
export function stampProperties(
  workbook: Pick<ExcelJS.Workbook, 'creator' | 'lastModifiedBy' | 'created' | 'modified' | 'description'>,
  stamp: ExportStamp,
): void {
  const creator = `${stamp.name} (${stamp.account})`;
  workbook.creator = creator;
  workbook.lastModifiedBy = creator;
  workbook.created = new Date(stamp.at);
  workbook.modified = new Date(stamp.at);
  workbook.description = stamp.line;
}

/** A sheet's footer: the stamp on the left, the page number on the right. */
export const stampFooter = (stamp: ExportStamp) => `&L${footerText(stamp.line)}&R&P / &N`;
