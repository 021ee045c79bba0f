import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { exportJobs, users } from '../../src/db/schema/index.ts';
import { md5Hex } from '../../src/security/md5-hex.ts';
import { savedViewFixtures } from './saved-view-fixtures.ts';
import { secondFactorFixtures } from './second-factor-fixtures.ts';
import type { TestServer } from './test-server.ts';

/** What to send to one endpoint as admin so that it succeeds. */
export interface Fixture {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  multipart?: { name: string; content: Buffer };
  /** Use this token instead of the shared admin one (endpoints that end sessions). */
  token?: string;
}

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a6a40000000049454e44ae426082',
  'hex',
);

/** A one-row import workbook (a new account each call). */
async function userWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  sheet.addRow(['账号', '姓名', '所属组织']);
  sheet.addRow([unique('imported'), '导入用户', 'pmc']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A one-row import workbook of the given header and row. */
async function workbookOf(header: string[], row: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('导入').addRows([header, row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Ctx = { server: TestServer; admin: string; ids: Record<string, string> };
type FixtureFn = (ctx: Ctx) => Promise<Fixture>;

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${Date.now() % 100000}`;

async function created(
  ctx: Ctx,
  url: string,
  body: Record<string, unknown>,
  listUrl: string,
): Promise<string> {
  const answer = await ctx.server.api('POST', url, ctx.admin, body);
  if (answer.code !== 200) throw new Error(`fixture create ${url}: ${answer.msg}`);
  const list = (await ctx.server.api('GET', listUrl, ctx.admin)).data.list;
  const key = body.account === undefined ? 'enCode' : 'account';
  return list.find((r: Record<string, unknown>) => r[key] === body[key]).id;
}

/**
 * One of admin's export jobs: `done` (started and waited for), or `running` (a row as a run on another
 * instance keeps it, so a cancel meets it running whatever the timing).
 */
async function exportJob(ctx: Ctx, status: 'done' | 'running'): Promise<string> {
  if (status === 'running') {
    const id = unique('job');
    const [me] = await ctx.server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, 'admin'));
    const now = Date.now();
    await ctx.server.database.db.insert(exportJobs).values({
      ...{
        id,
        userId: me?.id as string,
        list: 'history',
        format: 'csv',
        status,
        locale: 'zh',
        filter: {},
        plan: {},
      },
      ...{ createdAt: now, heartbeatAt: now, expiresAt: now + 3_600_000 },
    });
    return id;
  }
  const body = { list: 'history', format: 'csv', filter: { kind: 'role' } };
  const { data } = await ctx.server.api('POST', '/admin-api/system/export_jobs', ctx.admin, body);
  for (;;) {
    const job = (await ctx.server.api('GET', `/admin-api/system/export_jobs/${data.id}`, ctx.admin)).data;
    if (job.status === 'done') return job.id;
    if (job.status !== 'running') throw new Error(`fixture export job ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const dept = (ctx: Ctx) => ({ parentId: ctx.ids.root, fullName: '扫描部门', enCode: unique('sweep.d') });
const position = (ctx: Ctx) => ({
  fullName: '扫描岗位',
  enCode: unique('sweepPos'),
  type: 'other',
  organizeId: ctx.ids.root,
});
const role = () => ({ fullName: '扫描角色', enCode: unique('sweepRole') });
const rule = () => ({ fullName: '扫描规则', enCode: unique('SweepRule'), prefix: 'SW' });
const area = () => ({ parentId: '440300', fullName: '扫描区', enCode: unique('4403') });
const user = (ctx: Ctx) => ({ account: unique('sweep'), realName: '扫描用户', organizeId: ctx.ids.root });
const dictType = () => ({ parentId: '-1', fullName: '扫描字典', enCode: unique('sweepDict') });
const dictData = (ctx: Ctx) => ({
  dictionaryTypeId: ctx.ids.dictType,
  fullName: '扫描项',
  enCode: unique('sw'),
});
const printBody = () => ({
  fullName: '扫描模板',
  enCode: unique('sweepPrint'),
  type: 2,
  category: '扫描',
  content: '<p>扫描</p>',
});
const printTemplate = (ctx: Ctx) => {
  const body = printBody();
  return created(ctx, '/api/system/printDev', body, `/api/system/printDev?keyword=${body.enCode}`);
};
// A user of its own changes its password: the admin's stays, and a change may not reuse the current one.
async function passwordChange(ctx: Ctx): Promise<Fixture> {
  const account = unique('sweepPwd');
  const answer = await ctx.server.api('POST', '/admin-api/system/user', ctx.admin, {
    ...user(ctx),
    account,
    password: md5Hex('Sweep@2026'),
  });
  if (answer.code !== 200) throw new Error(`fixture user: ${answer.msg}`);
  return {
    body: {
      oldPassword: md5Hex('Sweep@2026'),
      password: md5Hex('Sweep@2026-new'),
      validatePassword: md5Hex('Sweep@2026-new'),
    },
    token: await ctx.server.signIn(account, 'Sweep@2026'),
  };
}

/** One fixture per endpoint `domain.name`; the sweep fails for an endpoint without one. */
export const sweepFixtures: Record<string, FixtureFn> = {
  'session.captcha': async () => ({}),
  'session.login': async () => ({ body: { account: 'admin', password: md5Hex('Admin@2026') } }),
  'session.currentUser': async () => ({}),
  'session.logout': async (ctx) => ({ token: await ctx.server.signIn('admin', 'Admin@2026') }),
  'session.unlock': async () => ({
    body: { account: 'admin', password: md5Hex('Admin@2026'), timestamp: Date.now() },
  }),
  'currentUser.updateInfo': async () => ({ body: { realName: '管理员' } }),
  'currentUser.info': async () => ({}),
  'currentUser.updatePassword': passwordChange,
  'currentUser.modifyPasswordNoCode': passwordChange,
  'currentUser.subordinates': async () => ({}),
  'currentUser.authorize': async () => ({}),
  'currentUser.systemLog': async () => ({ query: { category: '1' } }),
  'currentUser.sessions': async () => ({}),
  // Another session of a user of its own, so the shared admin token lives on.
  'currentUser.endSession': async (ctx) => {
    const other = await ctx.server.signIn('newbie', '123456');
    const token = await ctx.server.signIn('newbie', '123456');
    const list = (await ctx.server.api('GET', '/api/permission/Users/Current/Sessions', other)).data.list;
    return { params: { id: list.find((s: { current: boolean }) => s.current).id }, token };
  },
  'currentUser.endOtherSessions': async (ctx) => ({ token: await ctx.server.signIn('newbie', '123456') }),
  'area.list': async () => ({ params: { id: '-1' } }),
  'area.selector': async () => ({ params: { id: '0', parentId: '440000' } }),
  'area.create': async () => ({ body: area() }),
  'area.update': async () => ({
    params: { id: '440305' },
    body: { parentId: '440300', fullName: '南山区', enCode: '440305' },
  }),
  'area.info': async () => ({ params: { id: '440000' } }),
  'area.remove': async (ctx) => {
    const body = area();
    await ctx.server.api('POST', '/api/system/Area', ctx.admin, body);
    const list = (await ctx.server.api('GET', `/api/system/Area/440300?keyword=${body.enCode}`, ctx.admin))
      .data.list;
    return { params: { id: list[0].id } };
  },
  'area.state': async () => ({ params: { id: '440306' } }),
  'organize.list': async () => ({}),
  'organize.selector': async () => ({ params: { id: '0' } }),
  'organize.tree': async () => ({}),
  'organize.create': async (ctx) => ({ body: { ...dept(ctx), category: 'company' } }),
  'organize.update': async (ctx) => ({
    params: { id: ctx.ids.care as string },
    body: { parentId: ctx.ids.root, category: 'department', fullName: '关爱服务部', enCode: 'pmc.care' },
  }),
  'organize.info': async (ctx) => ({ params: { id: ctx.ids.root as string } }),
  'position.importTemplate': async () => ({}),
  'position.importPreview': async () => ({
    multipart: {
      name: 'positions.xlsx',
      content: await workbookOf(
        ['编码', '名称', '类型', '所属组织'],
        [unique('swPi'), '扫描导入岗位', 'other', 'pmc'],
      ),
    },
  }),
  'position.importProgress': async () => ({ query: { ticket: 'sweep-ticket-1' } }),
  'position.importCheck': async () => ({
    body: {
      rows: [
        { row: 2, values: { enCode: unique('swPc'), fullName: '检查', type: 'other', organizeName: 'pmc' } },
      ],
    },
  }),
  'position.importCommit': async () => ({
    body: {
      rows: [
        { row: 2, values: { enCode: unique('swPm'), fullName: '提交', type: 'other', organizeName: 'pmc' } },
      ],
    },
  }),
  'organize.importTemplate': async () => ({}),
  'organize.importPreview': async () => ({
    multipart: {
      name: 'orgs.xlsx',
      content: await workbookOf(['编码', '名称', '上级编码'], [unique('sweep.i'), '扫描导入', 'pmc']),
    },
  }),
  'organize.importProgress': async () => ({ query: { ticket: 'sweep-ticket-1' } }),
  'organize.importCheck': async () => ({
    body: { rows: [{ row: 2, values: { enCode: unique('sweep.c'), fullName: '检查', parentCode: 'pmc' } }] },
  }),
  'organize.importCommit': async () => ({
    body: { rows: [{ row: 2, values: { enCode: unique('sweep.m'), fullName: '提交', parentCode: 'pmc' } }] },
  }),
  'organize.batchState': async (ctx) => ({ body: { ids: [ctx.ids.care], enabledMark: 1 } }),
  'organize.remove': async (ctx) => ({
    params: {
      id: await created(ctx, '/admin-api/system/dept', dept(ctx), '/admin-api/system/dept?pageSize=500'),
    },
  }),
  'organize.adminInfo': async (ctx) => ({ params: { organizeId: ctx.ids.root as string } }),
  'organize.adminUpdate': async (ctx) => ({
    params: { organizeId: ctx.ids.root as string },
    body: {
      list: [{ userId: ctx.ids.staff, canView: true, canAdd: false, canEdit: false, canRemove: false }],
    },
  }),
  'position.list': async () => ({}),
  'position.selector': async () => ({}),
  'position.all': async () => ({}),
  'position.create': async (ctx) => ({ body: position(ctx) }),
  'position.update': async (ctx) => ({
    params: { id: ctx.ids.developer as string },
    body: { fullName: '开发工程师', enCode: 'developer', type: 'technical', organizeId: ctx.ids.dev },
  }),
  'position.info': async (ctx) => ({ params: { id: ctx.ids.developer as string } }),
  'position.batchState': async (ctx) => ({ body: { ids: [ctx.ids.developer], enabledMark: 1 } }),
  'position.remove': async (ctx) => {
    const body = position(ctx);
    return {
      params: {
        id: await created(
          ctx,
          '/api/permission/Position',
          body,
          `/api/permission/Position?keyword=${body.enCode}`,
        ),
      },
    };
  },
  'department.list': async () => ({}),
  'department.info': async (ctx) => ({ params: { id: ctx.ids.care as string } }),
  'department.batchState': async (ctx) => ({ body: { ids: [ctx.ids.care], enabledMark: 1 } }),
  'department.create': async (ctx) => ({ body: dept(ctx) }),
  'department.update': async (ctx) => ({
    params: { id: ctx.ids.care as string },
    body: { parentId: ctx.ids.root, fullName: '关爱服务部', enCode: 'pmc.care' },
  }),
  'department.remove': async (ctx) => ({
    params: {
      id: await created(ctx, '/admin-api/system/dept', dept(ctx), '/admin-api/system/dept?pageSize=500'),
    },
  }),
  'department.selector': async () => ({ params: { id: '0' } }),
  'department.authSelector': async () => ({}),
  'department.getMerchant': async (ctx) => ({ query: { DepartId: ctx.ids.care as string } }),
  'department.setMerchant': async (ctx) => ({ body: { DepartId: ctx.ids.care, merchantId: 'M1' } }),
  'department.importTemplate': async () => ({}),
  'department.importPreview': async () => ({
    multipart: {
      name: 'depts.xlsx',
      content: await workbookOf(['编码', '名称', '上级编码'], [unique('swDi'), '扫描导入部门', 'pmc']),
    },
  }),
  'department.importProgress': async () => ({ query: { ticket: 'sweep-ticket-1' } }),
  'department.importCheck': async () => ({
    body: { rows: [{ row: 2, values: { enCode: unique('swDc'), fullName: '检查', parentCode: 'pmc' } }] },
  }),
  'department.importCommit': async () => ({
    body: { rows: [{ row: 2, values: { enCode: unique('swDm'), fullName: '提交', parentCode: 'pmc' } }] },
  }),
  'dictionaryType.list': async () => ({}),
  'dictionaryType.selector': async () => ({ params: { id: '0' } }),
  'dictionaryType.create': async () => ({ body: dictType() }),
  'dictionaryType.update': async (ctx) => ({
    params: { id: ctx.ids.dictType as string },
    body: { parentId: ctx.ids.baseData, fullName: '婚姻状况', enCode: 'maritalStatus' },
  }),
  'dictionaryType.info': async (ctx) => ({ params: { id: ctx.ids.dictType as string } }),
  'dictionaryType.remove': async (ctx) => {
    const body = dictType();
    await ctx.server.api('POST', '/api/system/DictionaryType', ctx.admin, body);
    const list = (await ctx.server.api('GET', '/api/system/DictionaryType/GetTenantList', ctx.admin)).data
      .list;
    return { params: { id: list.find((t: { enCode: string }) => t.enCode === body.enCode).id } };
  },
  'dictionaryData.list': async (ctx) => ({ params: { id: ctx.ids.dictType as string } }),
  'dictionaryData.all': async () => ({}),
  'dictionaryData.parentSelector': async (ctx) => ({
    query: { dictionaryTypeId: ctx.ids.dictType as string },
  }),
  'dictionaryData.create': async (ctx) => ({ body: dictData(ctx) }),
  'dictionaryData.update': async (ctx) => ({
    params: { id: ctx.ids.dictItem as string },
    body: { dictionaryTypeId: ctx.ids.dictType, fullName: '未婚', enCode: '01' },
  }),
  'dictionaryData.info': async (ctx) => ({ query: { id: ctx.ids.dictItem as string } }),
  'dictionaryData.remove': async (ctx) => {
    const body = dictData(ctx);
    return {
      params: {
        id: await created(
          ctx,
          '/api/system/DictionaryData',
          body,
          `/api/system/DictionaryData/Tenant/${ctx.ids.dictType}`,
        ),
      },
    };
  },
  'dictionaryData.state': async (ctx) => ({ params: { id: ctx.ids.dictItem as string } }),
  'dictionaryData.export': async (ctx) => ({ params: { id: ctx.ids.dictType as string } }),
  'dictionaryData.importTemplate': async (ctx) => ({ params: { id: ctx.ids.dictType as string } }),
  'dictionaryData.importPreview': async (ctx) => ({
    params: { id: ctx.ids.dictType as string },
    multipart: {
      name: 'items.xlsx',
      content: await workbookOf(['编码', '名称'], [unique('swi'), '扫描导入项']),
    },
  }),
  'dictionaryData.importProgress': async (ctx) => ({
    params: { id: ctx.ids.dictType as string },
    query: { ticket: 'sweep-ticket-1' },
  }),
  'dictionaryData.importCheck': async (ctx) => ({
    params: { id: ctx.ids.dictType as string },
    body: { rows: [{ row: 2, values: { enCode: unique('swc'), fullName: '检查项' } }] },
  }),
  'dictionaryData.importCommit': async (ctx) => ({
    params: { id: ctx.ids.dictType as string },
    body: { rows: [{ row: 2, values: { enCode: unique('swm'), fullName: '提交项' } }] },
  }),
  'user.list': async () => ({}),
  'user.create': async (ctx) => ({ body: user(ctx) }),
  'user.update': async (ctx) => ({
    params: { id: ctx.ids.newbie as string },
    body: { account: 'newbie', realName: '李四', organizeId: ctx.ids.care, roleIds: [ctx.ids.staffRole] },
  }),
  'user.info': async (ctx) => ({ params: { id: ctx.ids.staff as string } }),
  'user.revealPersonal': async (ctx) => ({
    params: { id: ctx.ids.staff as string },
    body: { field: 'mobile', reason: 'sweep' },
  }),
  'user.remove': async (ctx) => {
    const body = user(ctx);
    return {
      params: {
        id: await created(
          ctx,
          '/admin-api/system/user',
          body,
          `/admin-api/system/user?keyword=${body.account}`,
        ),
      },
    };
  },
  'user.unlock': async (ctx) => ({ params: { id: ctx.ids.newbie as string } }),
  'user.reactivate': async (ctx) => ({ params: { id: ctx.ids.newbie as string } }),
  'user.resetPassword': async (ctx) => ({
    params: { id: ctx.ids.newbie as string },
    body: { password: md5Hex('123456') },
  }),
  'user.all': async () => ({}),
  'user.batchState': async (ctx) => ({ body: { ids: [ctx.ids.newbie], enabledMark: 1 } }),
  'user.batchOrganize': async (ctx) => ({ body: { ids: [ctx.ids.newbie], organizeId: ctx.ids.care } }),
  'user.batchRole': async (ctx) => ({ body: { ids: [ctx.ids.newbie], roleIds: [ctx.ids.staffRole] } }),
  'user.export': async () => ({ query: { keyword: 'staff' } }),
  'user.importTemplate': async () => ({}),
  'user.importPreview': async () => ({ multipart: { name: 'users.xlsx', content: await userWorkbook() } }),
  'user.importProgress': async () => ({ query: { ticket: 'sweep-ticket-1' } }),
  'user.importCheck': async () => ({
    body: {
      rows: [{ row: 2, values: { account: unique('checked'), realName: '检查', organizeName: 'pmc' } }],
    },
  }),
  'user.importCommit': async () => ({
    body: {
      rows: [{ row: 2, values: { account: unique('committed'), realName: '提交', organizeName: 'pmc' } }],
    },
  }),
  'user.selector': async () => ({}),
  'user.state': async (ctx) => {
    const body = user(ctx);
    return {
      params: {
        id: await created(
          ctx,
          '/admin-api/system/user',
          body,
          `/admin-api/system/user?keyword=${body.account}`,
        ),
      },
    };
  },
  'user.pickerNodes': async () => ({ params: { id: '0' }, body: {} }),
  'user.byIds': async (ctx) => ({ body: { userId: [ctx.ids.staff] } }),
  'user.getMerchant': async (ctx) => ({ query: { UserId: ctx.ids.staff as string } }),
  'user.setMerchant': async (ctx) => ({ body: { UserId: ctx.ids.staff, merchantId: 'M2' } }),
  'role.list': async () => ({}),
  'role.all': async () => ({}),
  'role.create': async () => ({ body: role() }),
  'role.update': async (ctx) => ({
    params: { id: ctx.ids.staffRole as string },
    body: { fullName: '普通员工', enCode: 'staff' },
  }),
  'role.info': async (ctx) => ({ params: { id: ctx.ids.staffRole as string } }),
  'role.remove': async (ctx) => {
    const body = role();
    return {
      params: {
        id: await created(
          ctx,
          '/admin-api/system/role',
          body,
          `/admin-api/system/role?keyword=${body.enCode}`,
        ),
      },
    };
  },
  'role.syncPermission': async (ctx) => {
    const grants = (
      await ctx.server.api('GET', `/admin-api/system/role/permission/${ctx.ids.staffRole}`, ctx.admin)
    ).data;
    return { params: { id: ctx.ids.staffRole as string }, body: grants };
  },
  'role.state': async (ctx) => {
    const body = role();
    return {
      params: {
        id: await created(
          ctx,
          '/admin-api/system/role',
          body,
          `/admin-api/system/role?keyword=${body.enCode}`,
        ),
      },
    };
  },
  'role.permission': async (ctx) => ({ params: { id: ctx.ids.staffRole as string } }),
  'role.permissionTree': async () => ({}),
  'role.members': async (ctx) => ({ params: { id: ctx.ids.staffRole as string } }),
  'role.addMembers': async (ctx) => ({
    params: { id: ctx.ids.staffRole as string },
    body: { userIds: [ctx.ids.staff] },
  }),
  'role.removeMembers': async (ctx) => {
    const body = role();
    const id = await created(
      ctx,
      '/admin-api/system/role',
      body,
      `/admin-api/system/role?keyword=${body.enCode}`,
    );
    return { params: { id }, body: { userIds: [ctx.ids.staff] } };
  },
  'log.signIn': async () => ({ query: { result: 'failure' } }),
  'log.operation': async () => ({ query: { result: 'refused' } }),
  'log.verifyOperation': async () => ({}),
  'log.verifySignIn': async () => ({}),
  'log.verifyHistory': async () => ({}),
  'billRule.list': async () => ({}),
  'billRule.selector': async () => ({}),
  'billRule.create': async () => ({ body: rule() }),
  'billRule.update': async (ctx) => ({
    params: { id: ctx.ids.rule as string },
    body: {
      fullName: '物资入库单',
      enCode: 'StockIn',
      prefix: 'RK',
      dateFormat: '',
      digit: 6,
      startNumber: 1000,
    },
  }),
  'billRule.info': async (ctx) => ({ params: { id: ctx.ids.rule as string } }),
  'billRule.remove': async (ctx) => {
    const body = rule();
    return {
      params: {
        id: await created(ctx, '/api/system/BillRule', body, `/api/system/BillRule?keyword=${body.enCode}`),
      },
    };
  },
  'billRule.state': async (ctx) => {
    const body = rule();
    return {
      params: {
        id: await created(ctx, '/api/system/BillRule', body, `/api/system/BillRule?keyword=${body.enCode}`),
      },
    };
  },
  'billRule.export': async (ctx) => ({ params: { id: ctx.ids.rule as string } }),
  'billRule.issue': async () => ({ params: { enCode: 'CareApply' } }),
  'printTemplate.list': async () => ({ query: { type: '2' } }),
  'printTemplate.info': async (ctx) => ({ params: { id: await printTemplate(ctx) } }),
  'printTemplate.create': async () => ({ body: printBody() }),
  'printTemplate.update': async (ctx) => ({ params: { id: await printTemplate(ctx) }, body: printBody() }),
  'printTemplate.remove': async (ctx) => ({ params: { id: await printTemplate(ctx) } }),
  'statistics.usersPerOrganize': async () => ({}),
  'statistics.signInsPerDay': async () => ({ query: { days: '7' } }),
  'workbench.userCounts': async () => ({}),
  'workbench.onlineCount': async () => ({}),
  'workbench.signInsPerDay': async () => ({ query: { days: '14' } }),
  'securityPolicy.info': async () => ({}),
  // The lockout's minutes only: no other step signs in wrongly, and sessions keep their limits.
  'securityPolicy.update': async () => ({ body: { lockMinutes: 20 } }),
  'whoCan.list': async () => ({ query: { kind: 'dataScope', code: 'all' } }),
  'whoCan.export': async () => ({ query: { kind: 'dataScope', code: 'all' } }),
  ...secondFactorFixtures,
  ...savedViewFixtures,
  'exportJob.start': async () => ({ body: { list: 'history', format: 'csv', filter: { kind: 'role' } } }),
  'exportJob.list': async () => ({}),
  'exportJob.info': async (ctx) => ({ params: { id: await exportJob(ctx, 'done') } }),
  'exportJob.cancel': async (ctx) => ({ params: { id: await exportJob(ctx, 'running') } }),
  'exportJob.file': async (ctx) => ({ params: { id: await exportJob(ctx, 'done') } }),
  'history.record': async (ctx) => ({ params: { kind: 'user', id: ctx.ids.staff as string } }),
  'history.search': async () => ({ query: { kind: 'role' } }),
  'history.export': async () => ({ query: { action: 'update' } }),
  'history.restore': async (ctx) => {
    const body = position(ctx);
    const id = await created(
      ctx,
      '/api/permission/Position',
      body,
      `/api/permission/Position?keyword=${body.enCode}`,
    );
    await ctx.server.api('DELETE', `/api/permission/Position/${id}`, ctx.admin);
    const found = await ctx.server.api(
      'GET',
      `/admin-api/system/history?kind=position&recordId=${id}&action=delete`,
      ctx.admin,
    );
    return { params: { id: found.data.list[0].id } };
  },
  'file.upload': async () => ({ params: { type: 'annexpic' }, multipart: { name: 'dot.png', content: PNG } }),
  'file.download': async (ctx) => ({ params: { type: 'annexpic', fileId: ctx.ids.file as string } }),
  'file.raw': async (ctx) => ({ params: { type: 'annexpic', fileId: ctx.ids.file as string } }),
  'file.static': async () => ({}),
  'file.printSelector': async () => ({ query: { type: '1' } }),
  'onlineUser.list': async () => ({}),
  'onlineUser.forceOffline': async (ctx) => {
    await ctx.server.signIn('newbie', '123456');
    const list = (await ctx.server.api('GET', '/api/system/OnlineUser?keyword=newbie', ctx.admin)).data.list;
    return { params: { id: list[0].id } };
  },
  'onlineUser.batchForceOffline': async (ctx) => {
    await ctx.server.signIn('newbie', '123456');
    const list = (await ctx.server.api('GET', '/api/system/OnlineUser?keyword=newbie', ctx.admin)).data.list;
    return { body: { ids: [list[0].id] } };
  },
};
