import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
  ]);
});
afterAll(() => server.close());

const rootId = async () => {
  const tree = await server.api('GET', '/api/permission/Organize', admin);
  return tree.data.list.find((o: { enCode: string }) => o.enCode === 'pmc').id as string;
};

describe('organisations and departments (one tree)', () => {
  it('lists the seeded tree with companies and departments', async () => {
    const answer = await server.api('GET', '/api/permission/Organize', admin);
    expect(answer.code).toBe(200);
    const root = answer.data.list[0];
    expect(root).toMatchObject({ enCode: 'pmc', category: 'company', hasChildren: true });
    expect(root.children.map((c: { fullName: string }) => c.fullName)).toContain('信息技术部');
    expect(root.propertyJson).toEqual({ shortName: '关爱中心', enterpriseNature: '06' });
  });

  it('creates, reads, updates and deletes a department through /admin-api/system/dept', async () => {
    const parentId = await rootId();
    const created = await server.api('POST', '/admin-api/system/dept', admin, {
      parentId,
      fullName: '测试部',
      enCode: 'test.dept',
    });
    expect(created.code).toBe(200);
    const page = await server.api('GET', '/admin-api/system/dept?keyword=测试&pageSize=20', admin);
    expect(page.data.pagination.total).toBe(1);
    const dept = page.data.list[0];
    expect(dept).toMatchObject({
      fullName: '测试部',
      category: 'department',
      parentName: '党员关爱服务中心',
    });
    const updated = await server.api('PUT', `/admin-api/system/dept/${dept.id}`, admin, {
      parentId,
      fullName: '测试二部',
      enCode: 'test.dept',
    });
    expect(updated.code).toBe(200);
    const info = await server.api('GET', `/api/permission/Organize/${dept.id}`, admin);
    expect(info.data.fullName).toBe('测试二部');
    expect((await server.api('DELETE', `/admin-api/system/dept/${dept.id}`, admin)).code).toBe(200);
    expect((await server.api('GET', `/api/permission/Organize/${dept.id}`, admin)).code).toBe(400);
  });

  it('refuses a duplicate enCode and bad input, writing nothing', async () => {
    const parentId = await rootId();
    const before = (await server.api('GET', '/admin-api/system/dept?pageSize=500', admin)).data.pagination
      .total;
    const duplicate = await server.api('POST', '/admin-api/system/dept', admin, {
      parentId,
      fullName: '重复',
      enCode: 'pmc.it',
    });
    expect(duplicate).toMatchObject({ code: 400, msg: '编码“pmc.it”已存在' });
    const missing = await server.api('POST', '/admin-api/system/dept', admin, { parentId, enCode: 'x1' });
    expect(missing).toMatchObject({ code: 400, msg: '名称不能为空' });
    const english = await server.call({
      method: 'POST',
      url: '/admin-api/system/dept',
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: { parentId, fullName: 'x', enCode: '.bad.' },
    });
    expect(english).toMatchObject({ code: 400, msg: 'Code is not valid' });
    const after = (await server.api('GET', '/admin-api/system/dept?pageSize=500', admin)).data.pagination
      .total;
    expect(after).toBe(before);
  });

  it('moves a node, but never under itself or its own subtree', async () => {
    const list = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
    const it = list.find((d: { enCode: string }) => d.enCode === 'pmc.it');
    const dev = list.find((d: { enCode: string }) => d.enCode === 'pmc.it.dev');
    const office = list.find((d: { enCode: string }) => d.enCode === 'pmc.office');
    const loop = await server.api('PUT', `/api/permission/Organize/${it.id}`, admin, {
      lastModifyTime: it.lastModifyTime,
      parentId: dev.id,
    });
    expect(loop).toMatchObject({ code: 400, msg: '上级不能是自己或自己的下级' });
    const moved = await server.api('PUT', `/api/permission/Organize/${dev.id}`, admin, {
      lastModifyTime: dev.lastModifyTime,
      parentId: office.id,
    });
    expect(moved.code).toBe(200);
    expect((await server.api('GET', `/api/permission/Organize/${dev.id}`, admin)).data.parentId).toBe(
      office.id,
    );
    // Saved from a fresh read: the row listed before the move is now a stale version.
    const fresh = (await server.api('GET', `/api/permission/Organize/${dev.id}`, admin)).data;
    expect(
      (
        await server.api('PUT', `/api/permission/Organize/${dev.id}`, admin, {
          lastModifyTime: fresh.lastModifyTime,
          parentId: it.id,
        })
      ).code,
    ).toBe(200);
    const selector = await server.api('GET', `/api/permission/Organize/Selector/${it.id}`, admin);
    const ids = JSON.stringify(selector.data.list);
    expect(ids).not.toContain(it.id);
    expect(ids).not.toContain(dev.id);
    expect(ids).toContain(office.id);
  });

  it('refuses to delete a node with children or members', async () => {
    const id = await rootId();
    expect(await server.api('DELETE', `/api/permission/Organize/${id}`, admin)).toMatchObject({
      code: 400,
      msg: '该数据存在下级数据，不允许删除',
    });
    const list = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
    const dev = list.find((d: { enCode: string }) => d.enCode === 'pmc.it.dev');
    expect(await server.api('DELETE', `/admin-api/system/dept/${dev.id}`, admin)).toMatchObject({
      code: 400,
      msg: '该数据正在被使用，不允许删除',
    });
  });

  it('answers 403 to staff for buttons the seed does not grant', async () => {
    const id = await rootId();
    expect((await server.api('GET', '/api/permission/Organize', staff)).code).toBe(200);
    expect(await server.api('DELETE', `/api/permission/Organize/${id}`, staff)).toMatchObject({
      code: 403,
      msg: '无权限,禁止访问',
    });
    expect(
      (
        await server.api('POST', '/admin-api/system/dept', staff, {
          parentId: id,
          fullName: 'x',
          enCode: 'x',
        })
      ).code,
    ).toBe(403);
  });

  it('links a department to a merchant', async () => {
    const list = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
    const care = list.find((d: { enCode: string }) => d.enCode === 'pmc.care');
    expect(
      (
        await server.api('POST', '/api/permission/DepartMachine/SetMerchantId', admin, {
          DepartId: care.id,
          merchantId: 'M-100',
        })
      ).code,
    ).toBe(200);
    const link = await server.api(
      'GET',
      `/api/permission/DepartMachine/GetMerchantByDepartId?DepartId=${care.id}`,
      admin,
    );
    expect(link.data).toEqual({ DepartId: care.id, merchantId: 'M-100' });
  });
});

describe('positions', () => {
  it('creates, lists by organisation, updates and deletes; refuses deleting a held position', async () => {
    const parentId = await rootId();
    const created = await server.api('POST', '/api/permission/Position', admin, {
      fullName: '测试岗',
      enCode: 'testPos',
      type: 'other',
      organizeId: parentId,
    });
    expect(created.code).toBe(200);
    const page = await server.api(
      'GET',
      `/api/permission/Position?organizeId=${parentId}&keyword=testPos`,
      admin,
    );
    expect(page.data.list).toHaveLength(1);
    const position = page.data.list[0];
    expect(position.organizeName).toBe('党员关爱服务中心');
    expect(
      (
        await server.api('PUT', `/api/permission/Position/${position.id}`, admin, {
          lastModifyTime: position.lastModifyTime,
          fullName: '测试岗2',
        })
      ).code,
    ).toBe(200);
    expect((await server.api('GET', `/api/permission/Position/${position.id}`, admin)).data.fullName).toBe(
      '测试岗2',
    );
    expect((await server.api('DELETE', `/api/permission/Position/${position.id}`, admin)).code).toBe(200);
    const all = await server.api('GET', '/api/permission/Position/All', admin);
    const developer = all.data.list.find((p: { enCode: string }) => p.enCode === 'developer');
    expect(await server.api('DELETE', `/api/permission/Position/${developer.id}`, admin)).toMatchObject({
      code: 400,
      msg: '该数据正在被使用，不允许删除',
    });
  });

  it('refuses a page size outside 20/50/100/500 and an unknown sort column', async () => {
    expect(await server.api('GET', '/api/permission/Position?pageSize=30', admin)).toMatchObject({
      code: 400,
      msg: '每页条数只能是20、50、100或500',
    });
    expect(await server.api('GET', '/api/permission/Position?sidx=password', admin)).toMatchObject({
      code: 400,
      msg: '不支持按密码排序',
    });
    const sorted = await server.api('GET', '/api/permission/Position?sidx=enCode&sort=desc', admin);
    const codes = sorted.data.list.map((p: { enCode: string }) => p.enCode);
    expect(codes).toEqual([...codes].sort().reverse());
  });
});
