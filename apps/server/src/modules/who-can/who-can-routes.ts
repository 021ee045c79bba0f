import { contract, type WhoCanHolder } from '@pmc/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { menus, permissionItems } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { exportStampOf } from '../../export/export-stamp.ts';
import { sendXlsx } from '../../export/send-xlsx.ts';
import { fail, failFields } from '../../http/envelope-error.ts';
import { type Locale, translate } from '../../http/locale.ts';
import { assertSortKey, pageAnswer, pageArgs } from '../../lists/paging.ts';
import { serverMessages as m } from '../../messages.ts';
import { loadDataScope } from '../../permissions/data-scope.ts';
import { actionOfButton, type ScopeAction } from '../../permissions/delegated-scope.ts';
import { EXPORT_MAX } from '../user/user-sheet-routes.ts';
import { type WhoCanTarget, whoCanPage } from './who-can-query.ts';

const api = contract.whoCan;

/** A page or item that does not exist is a bad field (400 naming it), not an empty answer. */
async function checkTarget(ctx: AppContext, target: WhoCanTarget): Promise<void> {
  if (target.kind === 'dataScope') return;
  const [page] = await ctx.db
    .select({ id: menus.id })
    .from(menus)
    .where(eq(menus.id, target.moduleId ?? ''));
  if (!page) throw failFields([{ path: 'moduleId', descriptor: m.fieldInvalid }]);
  if (target.kind === 'menu') return;
  const [item] = await ctx.db
    .select({ id: permissionItems.id })
    .from(permissionItems)
    .where(
      and(
        eq(permissionItems.menuId, page.id),
        eq(permissionItems.kind, target.kind),
        eq(permissionItems.enCode, target.code ?? ''),
      ),
    );
  if (!item) throw failFields([{ path: 'code', descriptor: m.fieldInvalid }]);
}

/** A button's delegations are those for its action (删除: remove); everything else reads (view). */
const actionOf = (target: WhoCanTarget): ScopeAction =>
  target.kind === 'button' ? actionOfButton(target.code) : 'view';

function pathText(locale: Locale, holder: WhoCanHolder): string {
  const roles = holder.roles.map((r) => `${r.fullName}（${translate(locale, m[`scope_${r.dataScope}`])}）`);
  return [holder.administrator ? translate(locale, m.whoCanAdministrator) : null, ...roles]
    .filter(Boolean)
    .join('; ');
}

/** Who holds a right, paged, and its export (docs/guide/permissions.md#who-has-this). */
export function registerWhoCanRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.list, async ({ auth, query, scope }) => {
    // Holders come by account, the one order there is.
    assertSortKey(query, ['account']);
    const target = { kind: query.kind, moduleId: query.moduleId, code: query.code };
    await checkTarget(ctx, target);
    const { limit, offset } = pageArgs(query);
    const { rows, total } = await whoCanPage(ctx.db, target, scope ?? (await loadDataScope(ctx.db, auth)), {
      keyword: query.keyword,
      limit,
      offset,
      action: actionOf(target),
    });
    return pageAnswer(rows, total, query);
  });

  registerEndpoint(app, ctx, api.export, async ({ auth, query, scope, req, reply }) => {
    const target = { kind: query.kind, moduleId: query.moduleId, code: query.code };
    await checkTarget(ctx, target);
    // One row past the limit tells a sheet too large (the total of many holders is counted no further
    // than TOTAL_CAP).
    const { rows } = await whoCanPage(ctx.db, target, scope ?? (await loadDataScope(ctx.db, auth)), {
      keyword: query.keyword,
      limit: EXPORT_MAX + 1,
      offset: 0,
      action: actionOf(target),
    });
    if (rows.length > EXPORT_MAX) throw fail(400, m.exportTooLarge, { n: EXPORT_MAX });
    const locale = req.locale;
    const sheet = translate(locale, m.whoCanSheet);
    await sendXlsx<WhoCanHolder>(
      reply,
      sheet,
      sheet,
      [
        { header: translate(locale, m.whoCanAccount), value: (h) => h.account, width: 18 },
        { header: translate(locale, m.whoCanName), value: (h) => h.realName, width: 14 },
        { header: translate(locale, m.whoCanOrganize), value: (h) => h.organizeName ?? '', width: 22 },
        {
          header: translate(locale, m.whoCanState),
          value: (h) => translate(locale, h.enabledMark === 1 ? m.whoCanEnabled : m.whoCanDisabled),
          width: 8,
        },
        { header: translate(locale, m.whoCanRoles), value: (h) => pathText(locale, h), width: 40 },
        {
          header: translate(locale, m.whoCanDelegated),
          value: (h) => h.delegatedOrganizes.map((d) => d.fullName).join('; '),
          width: 30,
        },
      ],
      rows,
      exportStampOf(ctx, auth, locale),
    );
    return undefined;
  });
}
