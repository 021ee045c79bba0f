import { type Endpoint, IMPORT_MAX_ROWS, type importEndpoints } from '@pmc/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { analyzeTables } from '../db/analyze-tables.ts';
import { registerEndpoint } from '../endpoint/register-endpoint.ts';
import { exportStampOf } from '../export/export-stamp.ts';
import { buildXlsx } from '../export/send-xlsx.ts';
import { EnvelopeError, fail, failField } from '../http/envelope-error.ts';
import { translate } from '../http/locale.ts';
import { serverMessages as m } from '../messages.ts';
import { hasPermission } from '../permissions/has-permission.ts';
import type { ImportCaller, ImportKind } from './import-kind.ts';
import { ImportProgressBoard } from './import-progress.ts';
import { buildImportTemplate } from './import-template.ts';
import { cleanRows, countStatuses, judgeRows } from './judge-rows.ts';
import { readSheet } from './read-sheet.ts';
import { uploadBytes } from './upload-bytes.ts';

type ImportEndpoints = ReturnType<typeof importEndpoints<string>>;

/** JSON bodies of a re-check or commit: 100,000 rows of a dozen cells. */
const ROWS_BODY_LIMIT = 120 * 1024 ** 2;
/** Records a commit writes from which the written tables' statistics are refreshed before it answers. */
const ANALYZE_FROM_ROWS = 1_000;

function parseMapping(text: string | undefined): Record<string, string> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.every(([, key]) => typeof key === 'string')) return value as Record<string, string>;
    }
  } catch {
    // reported below
  }
  throw failField('mapping', m.fieldInvalid);
}

/**
 * Registers an entity's import: template (GET), preview (upload, nothing written) and how far its check
 * has come, check (edited rows again) and commit (every row in one transaction through the registrar's
 * `change`, all or nothing).
 */
export function registerImportRoutes<Plan>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoints: ImportEndpoints,
  kind: ImportKind<Plan>,
): void {
  const menu = (endpoints.importCommit.auth as { menu: string }).menu;
  const headerColumns = (locale: ImportCaller['locale']) =>
    kind.columns.map((c) => ({
      key: c.key,
      header: translate(locale, c.header),
      required: c.required ?? false,
    }));

  registerEndpoint(
    app,
    ctx,
    endpoints.importTemplate as Endpoint,
    async ({ auth, params, req, reply, scope }) => {
      const caller: ImportCaller = { auth, scope, locale: req.locale, params };
      const sheetName = translate(req.locale, kind.sheetName);
      const body = await buildImportTemplate(
        req.locale,
        sheetName,
        kind.columns,
        await kind.choices(ctx, caller),
      );
      reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(sheetName)}.xlsx`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(body);
      return undefined;
    },
  );

  const board = new ImportProgressBoard();

  registerEndpoint(app, ctx, endpoints.importPreview, async ({ auth, params, req, reply, query, scope }) => {
    const mapping = parseMapping(query.mapping);
    const bytes = await uploadBytes(req, ctx);
    const sheet = await readSheet(bytes, kind.columns, IMPORT_MAX_ROWS, mapping);
    // A page that cancels closes the connection: the check stops at its next chunk.
    const gone = new AbortController();
    const closed = () => gone.abort();
    reply.raw.once('close', closed);
    const onProgress = board.follow(auth.userId, query.ticket, sheet.rows.length);
    try {
      const caller = { auth, scope, locale: req.locale, params };
      const { checks } = await judgeRows(ctx, caller, kind, sheet.rows, { onProgress, signal: gone.signal });
      return {
        columns: headerColumns(req.locale),
        headers: sheet.headers,
        rows: checks,
        counts: countStatuses(checks),
      };
    } catch (error) {
      if (gone.signal.aborted) throw fail(400, m.importCancelled);
      throw error;
    } finally {
      reply.raw.off('close', closed);
      board.end(auth.userId, query.ticket);
    }
  });

  registerEndpoint(app, ctx, endpoints.importProgress, async ({ auth, query }) =>
    board.get(auth.userId, query.ticket),
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.importCheck,
    async ({ auth, params, req, body, scope }) => {
      const caller = { auth, scope, locale: req.locale, params };
      const { checks } = await judgeRows(ctx, caller, kind, cleanRows(body.rows), {
        otherKeys: body.otherKeys,
      });
      return { rows: checks };
    },
    { bodyLimit: ROWS_BODY_LIMIT },
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.importCommit,
    async ({ auth, params, req, body, scope, change, setMessage }) => {
      const caller = { auth, scope, locale: req.locale, params };
      // Updating existing records is an edit: it needs the page's edit button as a single save does.
      if (
        body.mode === 'update' &&
        !auth.isAdministrator &&
        !(await hasPermission(ctx.db, auth.userId, menu, 'btn_edit'))
      )
        throw fail(403, m.forbidden);
      const rows = cleanRows(body.rows);
      const { checks: faulty, plans } = await judgeRows(ctx, caller, kind, rows, { faultyOnly: true });
      if (faulty.length > 0)
        throw new EnvelopeError(
          400,
          { ...m.importHasErrors, values: { n: faulty.length } },
          { rows: faulty },
        );
      const created = plans.filter((p) => p.status === 'new');
      const updated = body.mode === 'update' ? plans.filter((p) => p.status === 'update') : [];
      const skipped = body.mode === 'skip' ? plans.filter((p) => p.status !== 'new') : [];
      await change(async (tx, history) => {
        if (created.length + updated.length === 0) {
          history.unchanged();
          return;
        }
        await kind.write(ctx, caller, tx, history, {
          created: created.map((p) => p.plan),
          updated: updated.map((p) => p.plan),
        });
      });
      // The lists of these records are planned from statistics: PGlite never gathers them on its own.
      if (created.length + updated.length >= ANALYZE_FROM_ROWS) await analyzeTables(ctx.db, kind.tables);
      const columns = kind.columns.map((c) => ({
        header: translate(req.locale, c.header),
        width: c.width ?? 18,
        value: (row: (typeof skipped)[number]) => row.row.values[c.key] ?? '',
      }));
      const skippedWorkbook =
        skipped.length > 0
          ? (
              await buildXlsx(
                translate(req.locale, kind.sheetName),
                columns,
                skipped,
                exportStampOf(ctx, auth, req.locale),
              )
            ).toString('base64')
          : null;
      setMessage({
        ...m.importCommitted,
        values: { created: created.length, updated: updated.length, skipped: skipped.length },
      });
      return {
        total: rows.length,
        created: created.length,
        updated: updated.length,
        unchanged: body.mode === 'update' ? plans.filter((p) => p.status === 'unchanged').length : 0,
        skipped: skipped.length,
        skippedWorkbook,
      };
    },
    { bodyLimit: ROWS_BODY_LIMIT },
  );
}
