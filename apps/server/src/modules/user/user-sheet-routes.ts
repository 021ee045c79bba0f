import { contract, personalButtons } from '@pmc/api-client/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { exportStampOf } from '../../export/export-stamp.ts';
import { sendXlsx } from '../../export/send-xlsx.ts';
import { fail } from '../../http/envelope-error.ts';
import { translate } from '../../http/locale.ts';
import { registerImportRoutes } from '../../import/import-routes.ts';
import { maskAnswer } from '../../masking/mask-answer.ts';
import { serverMessages as m } from '../../messages.ts';
import { hasPermission } from '../../permissions/has-permission.ts';
import { hiddenColumns } from '../../permissions/hidden-columns.ts';
import { userImportKind } from './user-import.ts';
import { userListWhere } from './user-list-filter.ts';
import { exportColumns, type SheetUser } from './user-sheet.ts';
import { openIdCards, toUsers, type UserRow, userColumns, userLinkNames } from './user-store.ts';

const api = contract.user;
/** Most rows one export writes: past this the filter should be narrower (the workbook is built in memory). */
export const EXPORT_MAX = 20_000;

export function registerUserSheetRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.export, async ({ auth, query, req, reply, scope, setLogDetail }) => {
    const { where, order } = await userListWhere(ctx, scope, query);
    const [counted] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
    if ((counted?.n ?? 0) > EXPORT_MAX) throw fail(400, m.exportTooLarge, { n: EXPORT_MAX });
    const rows = openIdCards(
      ctx.idCards,
      await ctx.db
        .select({ ...userColumns, ...userLinkNames })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(EXPORT_MAX),
    );
    const hidden = await hiddenColumns(ctx.db, auth, 'system.user');
    const sheetRows: SheetUser[] = rows.map((row) => ({
      ...(toUsers([row as UserRow])[0] as SheetUser),
      positionNames: row.positionNames ?? [],
      roleNames: row.roleNames ?? [],
    }));
    // Personal values in bulk only with 导出个人信息, and then on the record: how many rows, which filter.
    const unmasked =
      auth.isAdministrator ||
      (await hasPermission(ctx.db, auth.userId, 'system.user', personalButtons.exportUnmasked));
    if (unmasked) setLogDetail({ unmasked: true, rows: sheetRows.length, filters: query });
    const list = unmasked ? sheetRows : maskAnswer(sheetRows);
    const sheetName = translate(req.locale, m.sheetUsers);
    const day = new Date(ctx.now()).toISOString().slice(0, 10).replaceAll('-', '');
    await sendXlsx(
      reply,
      `${sheetName}-${day}`,
      sheetName,
      exportColumns(hidden, { locale: req.locale, timeZone: ctx.config.timeZone }),
      list,
      exportStampOf(ctx, auth, req.locale),
    );
    return undefined;
  });

  registerImportRoutes(app, ctx, api, userImportKind);
}
