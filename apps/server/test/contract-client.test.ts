/// <reference lib="dom" />
// The request core types its upload transport with DOM names (XMLHttpRequest, ProgressEvent).
import { randomBytes } from 'node:crypto';
import { type ApiClient, createApiClient, createRequestCore, isApiError } from '@pmc/api-client';
import { type Contract, contract, contractEndpoints, NO_EXCLUDED_ID } from '@pmc/api-client/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJobs, users } from '../src/db/schema/index.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Issue 4's contract test: the real request core (`validateData: true`) and the client derived from
 * the contract call EVERY endpoint of the contract as admin against the real server, in an order that
 * creates what later calls need. The step table is keyed by `domain.name`; the first test fails with
 * the names of contract endpoints the table lacks (or of stale entries), so no endpoint can escape.
 */

const BASE = 'http://pmc.contract.test';

/** `fetch` over `app.inject`: the request is built by the platform, so every body kind travels as a browser sends it. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const url = new URL(request.url);
    const res = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

interface Ctx {
  api: ApiClient<Contract>;
  server: TestServer;
  ids: Record<string, string>;
  signIn(account: string, password: string): Promise<void>;
}

type TreeRow = { id: string; enCode?: string; fullName?: string; children?: TreeRow[] };
function findInTree(rows: TreeRow[], match: (row: TreeRow) => boolean): TreeRow | undefined {
  for (const row of rows) {
    if (match(row)) return row;
    const inner = row.children ? findInTree(row.children, match) : undefined;
    if (inner) return inner;
  }
  return undefined;
}
function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} not found`);
  return value;
}

const ADMIN_PASSWORD = 'Admin@2026';
const NEW_PASSWORD = 'Contract#2026x';
// A password of its own for the second change: the first two are among the last five, never reused.
const THIRD_PASSWORD = 'Contract#2026y';
const stamp = Date.now().toString(36);
const code = (name: string) => `ct.${name}.${stamp}`;

const totpCode = (secret: string, server: TestServer) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: server.app.pmc.context.now(),
  });

/** One call per endpoint, in the order they run. Each returns what it got, for a sanity check. */
const steps: Record<string, (c: Ctx) => Promise<unknown>> = {
  'file.static': ({ api }) => api.file.static(),
  'session.captcha': async ({ api }) => {
    const captcha = await api.session.captcha();
    expect(captcha.enabled).toBe(false);
    return captcha;
  },
  'session.login': async (c) => {
    await c.signIn('admin', ADMIN_PASSWORD);
    return c.ids.token;
  },
  'session.currentUser': async ({ api }) => {
    const me = await api.session.currentUser();
    expect(me.userInfo.username).toBeTruthy();
    return me;
  },
  'session.unlock': ({ api }) =>
    api.session.unlock({ account: 'admin', password: md5Hex(ADMIN_PASSWORD), timestamp: Date.now() }),
  'currentUser.updateInfo': ({ api }) => api.currentUser.updateInfo({ realName: '管理员', gender: 1 }),
  'currentUser.info': async ({ api }) => {
    const me = await api.currentUser.info();
    expect(me.realName).toBe('管理员');
    return me;
  },
  'currentUser.subordinates': ({ api }) => api.currentUser.subordinates(),
  'currentUser.authorize': ({ api }) => api.currentUser.authorize(),
  'currentUser.systemLog': ({ api }) => api.currentUser.systemLog({ currentPage: 1, pageSize: 20 }),
  // A second admin session (signed in directly) to see in the list and end.
  'currentUser.sessions': async ({ api, server, ids }) => {
    await server.signIn('admin', ADMIN_PASSWORD);
    const answer = await api.currentUser.sessions();
    expect(answer.list.filter((s) => s.current)).toHaveLength(1);
    ids.adminSession = must(
      answer.list.find((s) => !s.current),
      'other admin session',
    ).id;
    return answer;
  },
  'currentUser.endSession': ({ api, ids }) => api.currentUser.endSession({ id: ids.adminSession as string }),
  'currentUser.endOtherSessions': async ({ api, server }) => {
    await server.signIn('admin', ADMIN_PASSWORD);
    const answer = await api.currentUser.endOtherSessions();
    expect(answer.ended).toBeGreaterThanOrEqual(1);
    return answer;
  },

  'area.list': async ({ api, ids }) => {
    const provinces = await api.area.list({ id: '-1' }, {});
    ids.province = must(provinces.list[0], 'a province').id;
    return provinces;
  },
  'area.selector': ({ api, ids }) =>
    api.area.selector({ id: NO_EXCLUDED_ID, parentId: ids.province as string }),
  'area.create': ({ api, ids }) =>
    api.area.create({
      parentId: ids.province,
      fullName: '契约测试区',
      enCode: `99${stamp}`.slice(0, 12),
      type: 2,
    }),
  'area.update': async ({ api, ids }) => {
    const found = await api.area.list({ id: ids.province as string }, { keyword: '契约测试区' });
    ids.area = must(
      found.list.find((a) => a.fullName === '契约测试区'),
      'the created area',
    ).id;
    return api.area.update(
      { id: ids.area },
      {
        parentId: ids.province,
        fullName: '契约测试区',
        enCode: `99${stamp}`.slice(0, 12),
        type: 2,
        sortCode: 9,
      },
    );
  },
  'area.info': ({ api, ids }) => api.area.info({ id: ids.area as string }),
  'area.state': ({ api, ids }) => api.area.state({ id: ids.area as string }),

  'organize.list': async ({ api, ids }) => {
    const tree = await api.organize.list({});
    ids.company = must(
      findInTree(tree.list, (o) => o.enCode === 'pmc'),
      'company pmc',
    ).id;
    return tree;
  },
  'organize.tree': ({ api }) => api.organize.tree(),
  'organize.selector': ({ api }) => api.organize.selector({ id: NO_EXCLUDED_ID }),
  'organize.create': ({ api, ids }) =>
    api.organize.create({
      parentId: ids.company,
      category: 'company',
      fullName: '契约测试公司',
      enCode: code('org'),
      propertyJson: { shortName: '契约', enterpriseNature: '事业单位' },
    }),
  'organize.info': async ({ api, ids }) => {
    const tree = await api.organize.list({ keyword: '契约测试公司' });
    ids.organize = must(
      findInTree(tree.list, (o) => o.enCode === code('org')),
      'created company',
    ).id;
    return api.organize.info({ id: ids.organize });
  },
  'organize.update': ({ api, ids }) =>
    api.organize.update(
      { id: ids.organize as string },
      { parentId: ids.company, category: 'company', fullName: '契约测试公司二', enCode: code('org') },
    ),
  'organize.adminInfo': ({ api, ids }) => api.organize.adminInfo({ organizeId: ids.organize as string }),
  'organize.adminUpdate': ({ api, ids }) =>
    api.organize.adminUpdate({ organizeId: ids.organize as string }, { list: [] }),

  'organize.batchState': async ({ api, ids }) => {
    const result = await api.organize.batchState({ ids: [ids.organize as string], enabledMark: 1 });
    expect(result.succeeded).toBe(1);
    return result;
  },
  'organize.importTemplate': ({ api }) => api.organize.importTemplate(),
  'organize.importPreview': async ({ api }) => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('orgs').addRows([
      ['Code', 'Name', 'Parent code'],
      [code('orgp'), '契约预览组织', 'pmc'],
    ]);
    const file = new File([await workbook.xlsx.writeBuffer()], 'orgs.xlsx');
    const preview = await api.organize.importPreview({ file }, {});
    expect(preview.rows).toMatchObject([{ status: 'new', values: { enCode: code('orgp') } }]);
    return preview;
  },
  'organize.importProgress': async ({ api }) => {
    const progress = await api.organize.importProgress({ ticket: 'contract-none-1' });
    expect(progress).toBeNull();
    return progress;
  },
  'organize.importCheck': async ({ api }) => {
    const checked = await api.organize.importCheck({
      rows: [{ row: 2, values: { enCode: code('orgc'), fullName: '契约检查组织', parentCode: 'pmc' } }],
    });
    expect(checked.rows[0]?.status).toBe('new');
    return checked;
  },
  // An update of the organisation made above, so that its removal (no children) still runs.
  'organize.importCommit': async ({ api }) => {
    const result = await api.organize.importCommit({
      rows: [{ row: 2, values: { enCode: code('org'), fullName: '契约导入组织' } }],
      mode: 'update',
    });
    expect(result).toMatchObject({ total: 1, created: 0, updated: 1 });
    return result;
  },
  'department.create': ({ api, ids }) =>
    api.department.create({ parentId: ids.organize as string, fullName: '契约测试部', enCode: code('dept') }),
  'department.list': async ({ api, ids }) => {
    const page = await api.department.list({ currentPage: 1, pageSize: 20, keyword: '契约测试部' });
    ids.department = must(page.list[0], 'created department').id;
    return page;
  },
  'department.update': ({ api, ids }) =>
    api.department.update(
      { id: ids.department as string },
      { parentId: ids.organize as string, fullName: '契约测试部二', enCode: code('dept') },
    ),
  'department.info': async ({ api, ids }) => {
    const dept = await api.department.info({ id: ids.department as string });
    expect(dept.fullName).toBe('契约测试部二');
    return dept;
  },
  'department.batchState': ({ api, ids }) =>
    api.department.batchState({ ids: [ids.department as string], enabledMark: 1 }),
  'department.selector': ({ api }) => api.department.selector({ id: NO_EXCLUDED_ID }),
  'department.authSelector': ({ api }) => api.department.authSelector(),
  'department.setMerchant': ({ api, ids }) =>
    api.department.setMerchant({ DepartId: ids.department as string, merchantId: 'M-001' }),
  'department.getMerchant': async ({ api, ids }) => {
    const link = await api.department.getMerchant({ DepartId: ids.department as string });
    expect(link.merchantId).toBe('M-001');
    return link;
  },
  'department.importTemplate': ({ api }) => api.department.importTemplate(),
  'department.importPreview': async ({ api }) => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('depts').addRows([
      ['Code', 'Name', 'Parent code'],
      [code('deptp'), '契约预览部门', 'pmc'],
    ]);
    const file = new File([await workbook.xlsx.writeBuffer()], 'depts.xlsx');
    const preview = await api.department.importPreview({ file }, { query: { ticket: 'contract-dept-1' } });
    expect(preview.rows).toMatchObject([{ status: 'new', values: { enCode: code('deptp') } }]);
    return preview;
  },
  // The preview above has answered: nothing under its ticket is followed any more.
  'department.importProgress': async ({ api }) => {
    const progress = await api.department.importProgress({ ticket: 'contract-dept-1' });
    expect(progress).toBeNull();
    return progress;
  },
  'department.importCheck': async ({ api }) => {
    const checked = await api.department.importCheck({
      rows: [{ row: 2, values: { enCode: code('deptc'), fullName: '契约检查部门', parentCode: 'pmc' } }],
    });
    expect(checked.rows[0]?.status).toBe('new');
    return checked;
  },
  // An update of the department made above, so that its removal still runs.
  'department.importCommit': async ({ api }) => {
    const result = await api.department.importCommit({
      rows: [{ row: 2, values: { enCode: code('dept'), fullName: '契约导入部门' } }],
      mode: 'update',
    });
    expect(result).toMatchObject({ total: 1, created: 0, updated: 1 });
    return result;
  },

  'position.create': ({ api, ids }) =>
    api.position.create({
      fullName: '契约测试岗',
      enCode: code('pos'),
      type: 'business',
      organizeId: ids.department as string,
    }),
  'position.list': async ({ api, ids }) => {
    const page = await api.position.list({ currentPage: 1, pageSize: 20, keyword: '契约测试岗' });
    ids.position = must(page.list[0], 'created position').id;
    return page;
  },
  'position.info': ({ api, ids }) => api.position.info({ id: ids.position as string }),
  'position.update': ({ api, ids }) =>
    api.position.update(
      { id: ids.position as string },
      {
        fullName: '契约测试岗二',
        enCode: code('pos'),
        type: 'business',
        organizeId: ids.department as string,
      },
    ),
  'position.batchState': ({ api, ids }) =>
    api.position.batchState({ ids: [ids.position as string], enabledMark: 1 }),
  'position.selector': ({ api }) => api.position.selector(),
  'position.all': ({ api }) => api.position.all(),
  'position.importTemplate': ({ api }) => api.position.importTemplate(),
  'position.importPreview': async ({ api }) => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('positions').addRows([
      ['Code', 'Name', 'Type', 'Organisation'],
      [code('posp'), '契约预览岗', '其他', 'pmc'],
    ]);
    const file = new File([await workbook.xlsx.writeBuffer()], 'positions.xlsx');
    const preview = await api.position.importPreview({ file }, {});
    expect(preview.rows).toMatchObject([{ status: 'new', values: { enCode: code('posp') } }]);
    return preview;
  },
  'position.importProgress': async ({ api }) => {
    const progress = await api.position.importProgress({ ticket: 'contract-none-1' });
    expect(progress).toBeNull();
    return progress;
  },
  'position.importCheck': async ({ api }) => {
    const checked = await api.position.importCheck({
      rows: [
        {
          row: 2,
          values: { enCode: code('posc'), fullName: '契约检查岗', type: 'other', organizeName: 'pmc' },
        },
      ],
    });
    expect(checked.rows[0]?.status).toBe('new');
    return checked;
  },
  // An update of the position made above, so that its organisation's removal still runs.
  'position.importCommit': async ({ api }) => {
    const result = await api.position.importCommit({
      rows: [{ row: 2, values: { enCode: code('pos'), fullName: '契约导入岗' } }],
      mode: 'update',
    });
    expect(result).toMatchObject({ total: 1, created: 0, updated: 1 });
    return result;
  },

  'role.create': ({ api }) => api.role.create({ fullName: '契约测试角色', enCode: code('role') }),
  'role.list': async ({ api, ids }) => {
    const page = await api.role.list({ currentPage: 1, pageSize: 20, keyword: '契约测试角色' });
    ids.role = must(page.list[0], 'created role').id;
    return page;
  },
  'role.all': ({ api }) => api.role.all(),
  'role.info': ({ api, ids }) => api.role.info({ id: ids.role as string }),
  'role.update': ({ api, ids }) =>
    api.role.update({ id: ids.role as string }, { fullName: '契约测试角色二', enCode: code('role') }),
  'role.permissionTree': ({ api }) => api.role.permissionTree(),
  'role.syncPermission': ({ api, ids }) =>
    api.role.syncPermission(
      { id: ids.role as string },
      { menus: [], buttons: [], columns: [], forms: [], dataScope: 'own' },
    ),
  'role.permission': ({ api, ids }) => api.role.permission({ id: ids.role as string }),
  'role.state': ({ api, ids }) => api.role.state({ id: ids.role as string }),

  'user.create': ({ api, ids }) =>
    api.user.create({
      account: `ct${stamp}`,
      realName: '契约测试用户',
      organizeId: ids.department as string,
      positionIds: [ids.position as string],
      roleIds: [ids.role as string],
      mobile: '13800138000',
    }),
  'user.list': async ({ api, ids }) => {
    const page = await api.user.list({ currentPage: 1, pageSize: 20, keyword: `ct${stamp}` });
    ids.user = must(page.list[0], 'created user').id;
    return page;
  },
  'user.info': async ({ api, ids }) => {
    const user = await api.user.info({ id: ids.user as string });
    expect(user.mobile).toBe('138****8000');
    return user;
  },
  'user.revealPersonal': async ({ api, ids }) => {
    const shown = await api.user.revealPersonal(
      { id: ids.user as string },
      { field: 'mobile', reason: '契约测试' },
    );
    expect(shown.value).toBe('13800138000');
    return shown;
  },
  'user.update': ({ api, ids }) =>
    api.user.update(
      { id: ids.user as string },
      { account: `ct${stamp}`, realName: '契约测试用户二', organizeId: ids.department as string },
    ),
  'user.state': ({ api, ids }) => api.user.state({ id: ids.user as string }),
  'user.unlock': ({ api, ids }) => api.user.unlock({ id: ids.user as string }),
  'user.reactivate': ({ api, ids }) => api.user.reactivate({ id: ids.user as string }),
  'user.resetPassword': ({ api, ids }) =>
    api.user.resetPassword({ id: ids.user as string }, { password: md5Hex('Reset@2026') }),
  'user.batchState': async ({ api, ids }) => {
    const result = await api.user.batchState({ ids: [ids.user as string], enabledMark: 1 });
    expect(result.list).toEqual([{ id: ids.user, ok: true, msg: null }]);
    return result;
  },
  'user.batchOrganize': ({ api, ids }) =>
    api.user.batchOrganize({ ids: [ids.user as string], organizeId: ids.department as string }),
  'user.batchRole': ({ api, ids }) =>
    api.user.batchRole({ ids: [ids.user as string], roleIds: [ids.role as string], mode: 'replace' }),
  'user.export': async ({ api }) => {
    const workbook = await api.user.export({ keyword: `ct${stamp}` });
    expect(workbook.size).toBeGreaterThan(0);
    return workbook;
  },
  'user.importTemplate': ({ api }) => api.user.importTemplate(),
  'user.importPreview': async ({ api }) => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('users').addRows([
      ['Login', 'Name', 'Organisation'],
      [`cp${stamp}`, '契约预览', 'pmc'],
    ]);
    const file = new File([await workbook.xlsx.writeBuffer()], 'users.xlsx');
    const preview = await api.user.importPreview({ file }, { query: { mapping: '{"Login":"account"}' } });
    expect(preview.rows).toMatchObject([{ status: 'new', values: { account: `cp${stamp}` } }]);
    return preview;
  },
  'user.importProgress': async ({ api }) => {
    const progress = await api.user.importProgress({ ticket: 'contract-none-1' });
    expect(progress).toBeNull();
    return progress;
  },
  'user.importCheck': async ({ api }) => {
    const checked = await api.user.importCheck({
      rows: [{ row: 2, values: { account: `cc${stamp}`, realName: '契约检查', organizeName: 'pmc' } }],
    });
    expect(checked.rows[0]?.status).toBe('new');
    return checked;
  },
  'user.importCommit': async ({ api }) => {
    const result = await api.user.importCommit({
      rows: [{ row: 2, values: { account: `cm${stamp}`, realName: '契约提交', organizeName: 'pmc' } }],
    });
    expect(result).toMatchObject({ total: 1, created: 1, skippedWorkbook: null });
    return result;
  },
  'user.all': ({ api }) => api.user.all(),
  'user.selector': ({ api }) => api.user.selector(),
  'user.pickerNodes': ({ api }) => api.user.pickerNodes({ id: NO_EXCLUDED_ID }, {}),
  'user.byIds': ({ api, ids }) => api.user.byIds({ userId: [ids.user as string] }),
  'user.setMerchant': ({ api, ids }) =>
    api.user.setMerchant({ UserId: ids.user as string, merchantId: 'M-002' }),
  'user.getMerchant': ({ api, ids }) => api.user.getMerchant({ UserId: ids.user as string }),

  'dictionaryType.create': ({ api }) =>
    api.dictionaryType.create({ fullName: '契约测试字典', enCode: code('dict'), isTree: 0 }),
  'dictionaryType.list': async ({ api, ids }) => {
    const types = await api.dictionaryType.list();
    ids.dictionaryType = must(
      findInTree(types.list as TreeRow[], (t) => t.enCode === code('dict')),
      'dict',
    ).id;
    return types;
  },
  'dictionaryType.info': ({ api, ids }) => api.dictionaryType.info({ id: ids.dictionaryType as string }),
  'dictionaryType.update': ({ api, ids }) =>
    api.dictionaryType.update(
      { id: ids.dictionaryType as string },
      { fullName: '契约测试字典二', enCode: code('dict'), isTree: 0 },
    ),
  'dictionaryType.selector': ({ api }) => api.dictionaryType.selector({ id: NO_EXCLUDED_ID }),
  'dictionaryData.create': ({ api, ids }) =>
    api.dictionaryData.create({
      dictionaryTypeId: ids.dictionaryType as string,
      fullName: '契约项',
      enCode: code('item'),
    }),
  'dictionaryData.list': async ({ api, ids }) => {
    const items = await api.dictionaryData.list({ id: ids.dictionaryType as string }, {});
    ids.dictionaryData = must(items.list[0], 'created item').id;
    return items;
  },
  'dictionaryData.info': ({ api, ids }) => api.dictionaryData.info({ id: ids.dictionaryData as string }),
  'dictionaryData.update': ({ api, ids }) =>
    api.dictionaryData.update(
      { id: ids.dictionaryData as string },
      { dictionaryTypeId: ids.dictionaryType as string, fullName: '契约项二', enCode: code('item') },
    ),
  'dictionaryData.state': ({ api, ids }) => api.dictionaryData.state({ id: ids.dictionaryData as string }),
  'dictionaryData.all': ({ api }) => api.dictionaryData.all(),
  'dictionaryData.parentSelector': ({ api, ids }) =>
    api.dictionaryData.parentSelector({ dictionaryTypeId: ids.dictionaryType as string }),
  'dictionaryData.export': async ({ api, ids }) => {
    const blob = await api.dictionaryData.export({ id: ids.dictionaryType as string });
    expect(blob.size).toBeGreaterThan(0);
    return blob;
  },
  'dictionaryData.importTemplate': ({ api, ids }) =>
    api.dictionaryData.importTemplate({ id: ids.dictionaryType as string }),
  'dictionaryData.importPreview': async ({ api, ids }) => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('items').addRows([
      ['Code', 'Name'],
      [code('itemp'), '契约预览项'],
    ]);
    const file = new File([await workbook.xlsx.writeBuffer()], 'items.xlsx');
    const preview = await api.dictionaryData.importPreview(
      { id: ids.dictionaryType as string },
      { file },
      {},
    );
    expect(preview.rows).toMatchObject([{ status: 'new', values: { enCode: code('itemp') } }]);
    return preview;
  },
  'dictionaryData.importProgress': async ({ api, ids }) => {
    const progress = await api.dictionaryData.importProgress(
      { id: ids.dictionaryType as string },
      { ticket: 'contract-none-1' },
    );
    expect(progress).toBeNull();
    return progress;
  },
  'dictionaryData.importCheck': async ({ api, ids }) => {
    const checked = await api.dictionaryData.importCheck(
      { id: ids.dictionaryType as string },
      { rows: [{ row: 2, values: { enCode: code('itemc'), fullName: '契约检查项' } }] },
    );
    expect(checked.rows[0]?.status).toBe('new');
    return checked;
  },
  // An update of the item made above, so that the type's removal (no items left) still runs.
  'dictionaryData.importCommit': async ({ api, ids }) => {
    const result = await api.dictionaryData.importCommit(
      { id: ids.dictionaryType as string },
      { rows: [{ row: 2, values: { enCode: code('item'), fullName: '契约导入项' } }], mode: 'update' },
    );
    expect(result).toMatchObject({ total: 1, created: 0, updated: 1 });
    return result;
  },

  'billRule.create': ({ api }) =>
    api.billRule.create({ fullName: '契约测试单据', enCode: code('bill'), prefix: 'CT', digit: 4 }),
  'billRule.list': async ({ api, ids }) => {
    const page = await api.billRule.list({ currentPage: 1, pageSize: 20, keyword: '契约测试单据' });
    ids.billRule = must(page.list[0], 'created bill rule').id;
    return page;
  },
  'billRule.info': ({ api, ids }) => api.billRule.info({ id: ids.billRule as string }),
  'billRule.update': ({ api, ids }) =>
    api.billRule.update(
      { id: ids.billRule as string },
      { fullName: '契约测试单据二', enCode: code('bill'), prefix: 'CT' },
    ),
  'billRule.selector': ({ api }) => api.billRule.selector(),
  'billRule.issue': ({ api }) => api.billRule.issue({ enCode: code('bill') }),
  'billRule.export': ({ api, ids }) => api.billRule.export({ id: ids.billRule as string }),
  'billRule.state': ({ api, ids }) => api.billRule.state({ id: ids.billRule as string }),

  'printTemplate.create': ({ api }) =>
    api.printTemplate.create({
      fullName: '契约测试模板',
      enCode: code('print'),
      type: 2,
      category: '契约',
      content: '<p>正文</p>',
    }),
  'printTemplate.list': async ({ api, ids }) => {
    const page = await api.printTemplate.list({
      currentPage: 1,
      pageSize: 20,
      type: 2,
      keyword: code('print'),
    });
    ids.printTemplate = must(page.list[0], 'created print template').id;
    return page;
  },
  'printTemplate.info': ({ api, ids }) => api.printTemplate.info({ id: ids.printTemplate as string }),
  'printTemplate.update': ({ api, ids }) =>
    api.printTemplate.update(
      { id: ids.printTemplate as string },
      {
        fullName: '契约测试模板二',
        enCode: code('print'),
        type: 2,
        category: '契约',
        content: '<h1>标题</h1>',
      },
    ),
  'statistics.usersPerOrganize': ({ api }) => api.statistics.usersPerOrganize(),
  'statistics.signInsPerDay': ({ api }) => api.statistics.signInsPerDay({ days: 7 }),
  'workbench.userCounts': ({ api }) => api.workbench.userCounts(),
  'workbench.onlineCount': ({ api }) => api.workbench.onlineCount(),
  'workbench.signInsPerDay': ({ api }) => api.workbench.signInsPerDay({ days: 14 }),
  'securityPolicy.info': ({ api }) => api.securityPolicy.info(),
  'securityPolicy.update': ({ api }) => api.securityPolicy.update({ lockMinutes: 20 }),
  // The second factor on for the administrator of this file's own server, used once, then off again.
  'secondFactor.status': ({ api }) => api.secondFactor.status(),
  'secondFactor.setup': async ({ api, ids }) => {
    const setup = await api.secondFactor.setup();
    ids.secondFactorSecret = setup.secret;
    return setup;
  },
  'secondFactor.enable': ({ api, server, ids }) =>
    api.secondFactor.enable({ code: totpCode(ids.secondFactorSecret as string, server) }),
  'session.secondStep': async ({ api, server, ids }) => {
    const first = await api.session.login({ account: 'admin', password: md5Hex(ADMIN_PASSWORD) });
    expect(first).toMatchObject({ secondFactor: 'totp' });
    if (!('ticket' in first)) throw new Error('no ticket');
    // The enrolment spent this step's code.
    server.advance(30_000);
    const answer = await api.session.secondStep({
      ticket: first.ticket,
      code: totpCode(ids.secondFactorSecret as string, server),
    });
    ids.token = answer.token;
    return answer;
  },
  'secondFactor.disable': ({ api, server, ids }) => {
    server.advance(30_000);
    return api.secondFactor.disable({
      password: md5Hex(ADMIN_PASSWORD),
      code: totpCode(ids.secondFactorSecret as string, server),
    });
  },
  'secondFactor.reset': ({ api, ids }) => api.secondFactor.reset({ id: ids.user as string }),
  'exportJob.start': async ({ api, ids }) => {
    const job = await api.exportJob.start({
      list: 'history',
      format: 'csv',
      filter: { kind: 'printTemplate' },
    });
    ids.exportJob = job.id;
    return job;
  },
  'exportJob.list': ({ api }) => api.exportJob.list(),
  'exportJob.info': async ({ api, ids }) => {
    let job = await api.exportJob.info({ id: ids.exportJob as string });
    while (job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await api.exportJob.info({ id: ids.exportJob as string });
    }
    expect(job.status).toBe('done');
    return job;
  },
  'exportJob.file': async ({ api, ids }) => {
    const blob = await api.exportJob.file({ id: ids.exportJob as string });
    expect(blob.size).toBeGreaterThan(0);
    return blob;
  },
  // A job another instance runs (a row with a fresh heartbeat): the cancel meets it running.
  'exportJob.cancel': async ({ api, server }) => {
    const [me] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, 'admin'));
    const now = Date.now();
    await server.database.db.insert(exportJobs).values({
      ...{ id: 'contract-job', userId: me?.id as string, list: 'history', format: 'csv', status: 'running' },
      ...{ locale: 'zh', filter: {}, plan: {}, createdAt: now, heartbeatAt: now, expiresAt: now + 3_600_000 },
    });
    return api.exportJob.cancel({ id: 'contract-job' });
  },
  'history.record': async ({ api, ids }) => {
    const page = await api.history.record({ kind: 'printTemplate', id: ids.printTemplate as string });
    expect(page.list[0]?.action).toBe('update');
    return page;
  },
  'history.search': ({ api }) => api.history.search({ currentPage: 1, pageSize: 20, kind: 'printTemplate' }),
  'history.export': async ({ api }) => {
    const blob = await api.history.export({ kind: 'printTemplate' });
    expect(blob.size).toBeGreaterThan(0);
    return blob;
  },

  'file.upload': async ({ api, ids }) => {
    const uploaded = await api.file.upload(
      { type: 'annex' },
      { file: new File(['contract test'], 'contract.txt', { type: 'text/plain' }) },
    );
    ids.fileId = uploaded.fileId;
    return uploaded;
  },
  'file.download': async ({ api, ids }) => {
    const link = await api.file.download({ type: 'annex', fileId: ids.fileId as string });
    ids.ticket = must(new URL(link.url, BASE).searchParams.get('ticket'), 'download ticket');
    return link;
  },
  'file.raw': async ({ api, ids }) => {
    const blob = await api.file.raw({ type: 'annex', fileId: ids.fileId as string }, { ticket: ids.ticket });
    expect(await blob.text()).toBe('contract test');
    return blob;
  },
  'file.printSelector': ({ api }) => api.file.printSelector({ type: 1 }),

  'onlineUser.list': async ({ api, server, ids }) => {
    // A second session (staff, signed in directly) to force offline in the next step.
    await server.signIn('staff', 'Staff@2026');
    const page = await api.onlineUser.list({ currentPage: 1, pageSize: 100, keyword: 'staff' });
    ids.staffSession = must(
      page.list.find((s) => s.account === 'staff'),
      'staff session',
    ).id;
    return page;
  },
  'onlineUser.forceOffline': ({ api, ids }) =>
    api.onlineUser.forceOffline({ id: ids.staffSession as string }),
  'onlineUser.batchForceOffline': async ({ api, server }) => {
    await server.signIn('staff', 'Staff@2026');
    const page = await api.onlineUser.list({ currentPage: 1, pageSize: 100, keyword: 'staff' });
    const session = must(
      page.list.find((s) => s.account === 'staff'),
      'staff session',
    ).id;
    const result = await api.onlineUser.batchForceOffline({ ids: [session] });
    expect(result.succeeded).toBe(1);
    return result;
  },

  'role.addMembers': ({ api, ids }) =>
    api.role.addMembers({ id: ids.role as string }, { userIds: [ids.user as string] }),
  'role.members': ({ api, ids }) =>
    api.role.members({ id: ids.role as string }, { currentPage: 1, pageSize: 20 }),
  'role.removeMembers': ({ api, ids }) =>
    api.role.removeMembers({ id: ids.role as string }, { userIds: [ids.user as string] }),
  'log.signIn': ({ api }) => api.log.signIn({ currentPage: 1, pageSize: 20, result: 'success' }),
  'log.operation': ({ api }) => api.log.operation({ currentPage: 1, pageSize: 20, account: 'admin' }),
  'log.verifyOperation': ({ api }) => api.log.verifyOperation(),
  'log.verifySignIn': ({ api }) => api.log.verifySignIn(),
  'log.verifyHistory': ({ api }) => api.log.verifyHistory(),
  'whoCan.list': ({ api }) =>
    api.whoCan.list({ kind: 'dataScope', code: 'all', currentPage: 1, pageSize: 20 }),
  'whoCan.export': ({ api }) => api.whoCan.export({ kind: 'dataScope', code: 'all' }),
  'savedView.create': async ({ api, ids }) => {
    const view = await api.savedView.create({
      pageId: 'system.user',
      name: code('view'),
      state: {
        keyword: 'ct',
        filters: { organizeId: ids.company as string },
        pageSize: 50,
        columns: { order: ['account'], widths: { account: 140 }, pins: { account: 'left' }, hidden: [] },
        density: 'medium',
      },
      shared: true,
    });
    ids.savedView = view.id;
    return view;
  },
  'savedView.list': async ({ api, ids }) => {
    const { list } = await api.savedView.list({ pageId: 'system.user' });
    expect(list.map((v) => v.id)).toContain(ids.savedView);
    return list;
  },
  'savedView.info': ({ api, ids }) => api.savedView.info({ id: ids.savedView as string }),
  'savedView.update': ({ api, ids }) =>
    api.savedView.update({ id: ids.savedView as string }, { name: code('view2'), shared: false }),
  'savedView.setDefault': async ({ api, ids }) => {
    const answer = await api.savedView.setDefault({ pageId: 'system.user', viewId: ids.savedView as string });
    expect(answer.viewId).toBe(ids.savedView);
    return answer;
  },
  'savedView.remove': ({ api, ids }) => api.savedView.remove({ id: ids.savedView as string }),

  'user.remove': ({ api, ids }) => api.user.remove({ id: ids.user as string }),
  'position.remove': ({ api, ids }) => api.position.remove({ id: ids.position as string }),
  'department.remove': ({ api, ids }) => api.department.remove({ id: ids.department as string }),
  'organize.remove': ({ api, ids }) => api.organize.remove({ id: ids.organize as string }),
  'role.remove': ({ api, ids }) => api.role.remove({ id: ids.role as string }),
  'dictionaryData.remove': ({ api, ids }) => api.dictionaryData.remove({ id: ids.dictionaryData as string }),
  'dictionaryType.remove': ({ api, ids }) => api.dictionaryType.remove({ id: ids.dictionaryType as string }),
  'billRule.remove': ({ api, ids }) => api.billRule.remove({ id: ids.billRule as string }),
  'printTemplate.remove': ({ api, ids }) => api.printTemplate.remove({ id: ids.printTemplate as string }),
  'area.remove': ({ api, ids }) => api.area.remove({ id: ids.area as string }),
  'history.restore': async ({ api, ids }) => {
    // A position of its own, in an organisation still there (the department above is gone by now).
    const enCode = code('back');
    await api.position.create({
      fullName: '契约恢复岗',
      enCode,
      type: 'business',
      organizeId: ids.company as string,
    });
    const id = must(
      (await api.position.list({ currentPage: 1, pageSize: 20, keyword: enCode })).list[0],
      'position',
    ).id;
    await api.position.remove({ id });
    const [deleted] = (
      await api.history.search({
        currentPage: 1,
        pageSize: 20,
        kind: 'position',
        recordId: id,
        action: 'delete',
      })
    ).list;
    await api.history.restore({ id: must(deleted, 'position delete entry').id });
    expect((await api.position.info({ id })).enCode).toBe(enCode);
    return null;
  },

  // A password change ends every session of the user, so each is followed by a new sign-in.
  'currentUser.updatePassword': async (c) => {
    const hash = { oldPassword: md5Hex(ADMIN_PASSWORD), password: md5Hex(NEW_PASSWORD) };
    await c.api.currentUser.updatePassword({ ...hash, validatePassword: hash.password });
    await c.signIn('admin', NEW_PASSWORD);
  },
  'currentUser.modifyPasswordNoCode': async (c) => {
    const hash = { oldPassword: md5Hex(NEW_PASSWORD), password: md5Hex(THIRD_PASSWORD) };
    await c.api.currentUser.modifyPasswordNoCode({ ...hash, validatePassword: hash.password });
    await c.signIn('admin', THIRD_PASSWORD);
  },
  'session.logout': ({ api }) => api.session.logout(),
};

let server: TestServer;
let ctx: Ctx;
const notices: string[] = [];
const resets: number[] = [];

beforeAll(async () => {
  // A key of its own: on PostgreSQL no key file stands in (the second factor's calls need one).
  server = await startTestServer({ DATA_KEY: randomBytes(32).toString('hex') });
  const ids: Record<string, string> = {};
  const core = createRequestCore({
    baseUrl: BASE,
    fetch: injectFetch(server.app),
    createXhr: null,
    validateData: true,
    ports: {
      getToken: () => ids.token,
      getUid: () => null,
      onTokenReset: () => resets.push(Date.now()),
      notify: (kind, text) => notices.push(`${kind}: ${text}`),
      reload: () => undefined,
      isOnLoginPage: () => false,
    },
  });
  const api = createApiClient(core, contract);
  ctx = {
    api,
    server,
    ids,
    async signIn(account, password) {
      const answer = await api.session.login({ account, password: md5Hex(password) });
      if (!('token' in answer))
        throw new Error(`${account} has a second factor: no token after the password`);
      ids.token = answer.token;
    },
  };
});
afterAll(() => server?.close());

describe('the api-client over every endpoint of the contract (real server, PGlite or PostgreSQL)', () => {
  it('has one step per contract endpoint, and none for endpoints the contract no longer has', () => {
    const names = contractEndpoints.map((e) => `${e.domain}.${e.name}`);
    expect(names.filter((n) => !(n in steps))).toEqual([]);
    expect(Object.keys(steps).filter((n) => !names.includes(n))).toEqual([]);
  });

  for (const [name, step] of Object.entries(steps)) {
    it(name, async () => {
      notices.length = 0;
      let result: unknown;
      try {
        result = await step(ctx);
      } catch (error) {
        // Name the endpoint and the server's answer, so an unimplemented one is easy to spot.
        if (isApiError(error))
          throw new Error(`${name}: code ${error.code} ${error.message}`, { cause: error });
        throw error;
      }
      expect(
        result === undefined || result === null || typeof result === 'object' || typeof result === 'string',
      ).toBe(true);
      expect(notices.filter((n) => n.startsWith('error'))).toEqual([]);
      expect(resets).toEqual([]);
    });
  }
});
