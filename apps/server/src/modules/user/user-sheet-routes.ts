import { contract, userInputSchema } from '@pmc/api-client/contract';
import { renderMessage } from '@pmc/validators/catalog';
import { inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import { organizes, positions, roles, users } from '../../db/schema/index.ts';
import { ApiError, fail, failField } from '../../http/api-error.ts';
import { type Locale, translate } from '../../http/locale.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { sendXlsx } from '../../http/send-xlsx.ts';
import { registerImportRoutes } from '../../import/import-routes.ts';
import { serverMessages as m } from '../../messages.ts';
import { type DataScopeFilter, inScope } from '../../permissions/data-scope.ts';
import { hiddenColumns } from '../../permissions/hidden-columns.ts';
import { heldRoleIds } from '../../permissions/role-limits.ts';
import { md5Hex } from '../../security/md5-hex.ts';
import { hashPassword } from '../../security/password-hash.ts';
import { byCodeOrName } from './by-code-or-name.ts';
import { userImportKind } from './user-import.ts';
import { userListWhere } from './user-list-filter.ts';
import { DEFAULT_INITIAL_PASSWORD, writeLinks } from './user-routes.ts';
import { columnOfHeader, exportColumns, importColumns, readChoice, type SheetUser } from './user-sheet.ts';
import { toUsers, type UserRow, userColumns } from './user-store.ts';

const api = contract.user;
/** Most rows one export writes: past this the filter should be narrower (the workbook is built in memory). */
export const EXPORT_MAX = 20_000;
/** Most rows one import reads. */
export const IMPORT_MAX = 5_000;
/** Row errors the answer's message spells out (all of them are in `data.errors`). */
const ERRORS_IN_MESSAGE = 5;

const linkNames = {
  positionNames: sql<
    string[]
  >`array(select p.full_name from "user_positions" as up join "positions" as p on p.id = up.position_id where up.user_id = "users"."id" order by p.sort_code, p.full_name)`,
  roleNames: sql<
    string[]
  >`array(select r.full_name from "user_roles" as ur join "roles" as r on r.id = ur.role_id where ur.user_id = "users"."id" order by r.sort_code, r.full_name)`,
};

type RowError = { row: number; field: string; msg: string };

async function readSheet(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw fail(400, m.importUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fail(400, m.importUnreadable);
  return sheet;
}

export function registerUserSheetRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.export, async ({ auth, query, req, reply, scope }) => {
    const { where, order } = await userListWhere(ctx, scope, query);
    const [counted] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
    if ((counted?.n ?? 0) > EXPORT_MAX) throw fail(400, m.exportTooLarge, { n: EXPORT_MAX });
    const rows = await ctx.db
      .select({ ...userColumns, ...linkNames })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(EXPORT_MAX);
    const hidden = await hiddenColumns(ctx.db, auth, 'system.user');
    const list: SheetUser[] = rows.map((row) => ({
      ...(toUsers([row as UserRow])[0] as SheetUser),
      positionNames: row.positionNames ?? [],
      roleNames: row.roleNames ?? [],
    }));
    const sheetName = translate(req.locale, m.sheetUsers);
    const day = new Date(ctx.now()).toISOString().slice(0, 10).replaceAll('-', '');
    await sendXlsx(reply, `${sheetName}-${day}`, sheetName, exportColumns(hidden, req.locale), list);
    return undefined;
  });

  registerImportRoutes(app, ctx, api, userImportKind);

  registerEndpoint(app, ctx, api.import, async ({ auth, req, scope, setMessage, change }) => {
    if (!req.isMultipart()) throw fail(400, m.fileMissing);
    let buffer: Buffer;
    try {
      const part = await req.file({ limits: { fileSize: ctx.config.uploadMaxBytes, files: 1 } });
      if (!part) throw fail(400, m.fileMissing);
      buffer = await part.toBuffer();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw fail(400, m.fileTooLarge, { n: ctx.config.uploadMaxBytes / 1024 ** 2, unit: 'MB' });
      // A truncated or malformed multipart body (no part headers, no closing boundary) names the file.
      throw failField('file', m.fileMissing);
    }
    const sheet = await readSheet(buffer);
    const parsed = await parseUsers(ctx.db, sheet, req.locale, {
      scope,
      held: await heldRoleIds(ctx.db, auth),
    });
    if (parsed.errors.length > 0) {
      const badRows = new Set(parsed.errors.map((e) => e.row)).size;
      const details = parsed.errors
        .slice(0, ERRORS_IN_MESSAGE)
        .map((e) => translate(req.locale, { ...m.importRowError, values: e }))
        .join('；');
      throw new ApiError(
        400,
        { ...m.importFailed, values: { n: badRows, details } },
        { total: parsed.total, created: 0, errors: parsed.errors },
      );
    }
    // One hash for every imported account: they all start on the default password, flagged weak, so it
    // must be changed at the first sign-in (hashing it per row would cost seconds per thousand rows).
    const passwordHash = await hashPassword(md5Hex(DEFAULT_INITIAL_PASSWORD));
    const now = ctx.now();
    await change(async (db, history) => {
      for (const input of parsed.inputs) {
        const id = newId();
        await db.insert(users).values({
          id,
          account: input.account,
          realName: input.realName,
          passwordHash,
          gender: input.gender,
          mobile: input.mobile || null,
          email: input.email || null,
          idCard: input.idCard || null,
          organizeId: input.organizeId,
          enabledMark: input.enabledMark,
          isWeakPwd: true,
          creatorUserId: auth.userId,
          creatorTime: now,
        });
        await writeLinks(db, id, input);
        history.created('user', id, input, { action: 'import', organizeId: input.organizeId });
      }
    });
    setMessage({ ...m.importDone, values: { n: parsed.inputs.length } });
    return { total: parsed.inputs.length, created: parsed.inputs.length, errors: [] };
  });
}

/** Reads the sheet's rows into create inputs, checking each like the create form; every problem is kept. */
async function parseUsers(
  db: Database,
  sheet: ExcelJS.Worksheet,
  locale: Locale,
  caller: { scope: DataScopeFilter; held: Set<string> | 'all' },
) {
  const columnAt = new Map<number, (typeof importColumns)[number]>();
  sheet.getRow(1).eachCell((cell, index) => {
    const column = columnOfHeader(cell.text);
    if (column) columnAt.set(index, column);
  });
  const headerOf = (key: string) => {
    const column = importColumns.find((c) => c.key === key);
    return column ? translate(locale, column.header) : key;
  };
  if (![...columnAt.values()].some((c) => c.key === 'account')) throw fail(400, m.importUnreadable);
  const cells: { row: number; values: Record<string, string> }[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const values: Record<string, string> = {};
    for (const [at, column] of columnAt) values[column.key] = row.getCell(at).text.trim();
    if (Object.values(values).some((v) => v !== '')) cells.push({ row: index, values });
  });
  if (cells.length === 0) throw fail(400, m.importEmpty);
  if (cells.length > IMPORT_MAX) throw fail(400, m.importTooLarge, { n: IMPORT_MAX });

  const select = { id: organizes.id, enCode: organizes.enCode, fullName: organizes.fullName };
  const findOrganize = byCodeOrName(await db.select(select).from(organizes));
  const findPosition = byCodeOrName(
    await db
      .select({ id: positions.id, enCode: positions.enCode, fullName: positions.fullName })
      .from(positions),
  );
  const findRole = byCodeOrName(
    await db.select({ id: roles.id, enCode: roles.enCode, fullName: roles.fullName }).from(roles),
  );
  const accounts = cells.map((c) => c.values.account ?? '').filter(Boolean);
  const taken = new Set(
    accounts.length === 0
      ? []
      : (await db.select({ account: users.account }).from(users).where(inArray(users.account, accounts))).map(
          (u) => u.account,
        ),
  );

  const errors: RowError[] = [];
  const inputs: ReturnType<typeof userInputSchema.parse>[] = [];
  const seen = new Set<string>();
  for (const { row, values } of cells) {
    const report = (key: string, msg: string) => errors.push({ row, field: headerOf(key), msg });
    const before = errors.length;
    const links = (key: 'positionIds' | 'roleIds', find: (text: string) => string | undefined) =>
      (values[key] ?? '')
        .split(/[,，、;；]/)
        .map((t) => t.trim())
        .filter(Boolean)
        .flatMap((name) => {
          const id = find(name);
          if (!id) report(key, translate(locale, { ...m.valueUnknown, values: { value: name } }));
          // Never more rights than the importer holds (role-limits.ts).
          else if (key === 'roleIds' && caller.held !== 'all' && !caller.held.has(id))
            report(key, translate(locale, m.forbidden));
          return id ? [id] : [];
        });
    const organizeText = values.organizeName ?? '';
    const organizeId = organizeText ? findOrganize(organizeText) : '';
    if (organizeText && !organizeId)
      report('organizeName', translate(locale, { ...m.valueUnknown, values: { value: organizeText } }));
    // Rows are placed as the create form places a user: only inside the caller's data scope.
    if (organizeId && !inScope(caller.scope, organizeId, []))
      report('organizeName', translate(locale, m.forbidden));
    const gender = values.gender
      ? readChoice(values.gender, [
          [m.valueMale, 1 as const],
          [m.valueFemale, 2 as const],
        ])
      : 0;
    if (gender === undefined) report('gender', translate(locale, m.valueInvalid));
    const enabledMark = values.enabledMark
      ? readChoice(values.enabledMark, [
          [m.valueEnabled, 1 as const],
          [m.valueDisabled, 0 as const],
        ])
      : 1;
    if (enabledMark === undefined) report('enabledMark', translate(locale, m.valueInvalid));
    const result = userInputSchema.safeParse({
      account: values.account ?? '',
      realName: values.realName ?? '',
      gender: gender ?? 0,
      mobile: values.mobile ?? '',
      email: values.email ?? '',
      idCard: values.idCard ?? '',
      organizeId: organizeId ?? '',
      positionIds: links('positionIds', findPosition),
      roleIds: links('roleIds', findRole),
      enabledMark: enabledMark ?? 1,
    });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? 'account');
        if (key === 'organizeId' && organizeText) continue; // already reported as unknown
        const field = key === 'organizeId' ? 'organizeName' : key;
        const ruleId = (issue as { params?: { id?: string } }).params?.id;
        const empty = (values[field] ?? '') === '';
        const msg = ruleId
          ? renderMessage({ id: ruleId, message: issue.message }, locale)
          : translate(locale, empty ? m.valueRequired : m.valueInvalid);
        report(field, msg);
      }
    }
    const account = values.account ?? '';
    if (account && (taken.has(account) || seen.has(account)))
      report('account', translate(locale, { ...m.valueDuplicate, values: { value: account } }));
    seen.add(account);
    if (result.success && errors.length === before) inputs.push(result.data);
  }
  return { inputs, total: cells.length, errors };
}
