import ExcelJS from 'exceljs';
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

async function readXlsx(url: string, token: string) {
  const res = await server.app.inject({ method: 'GET', url, headers: { authorization: token } });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('dictionaries', () => {
  const typeByCode = async (code: string) => {
    const flat: { enCode: string; id: string; children?: unknown[] }[] = [];
    const walk = (nodes: typeof flat) => {
      for (const n of nodes) {
        flat.push(n);
        walk((n.children ?? []) as typeof flat);
      }
    };
    walk((await server.api('GET', '/api/system/DictionaryType/GetTenantList', admin)).data.list);
    return flat.find((t) => t.enCode === code) as { id: string; enCode: string };
  };

  it('seeds gender, nation (56), education and political status', async () => {
    const all = (await server.api('GET', '/api/system/DictionaryData/All', admin)).data.list;
    const byCode = Object.fromEntries(all.map((d: { enCode: string }) => [d.enCode, d]));
    expect(byCode.nation.dictionaryList).toHaveLength(56);
    expect(byCode.gender.dictionaryList.map((i: { fullName: string }) => i.fullName)).toEqual([
      '男',
      '女',
      '保密',
    ]);
    expect(byCode.politicalStatus.dictionaryList[0].fullName).toBe('中共党员');
    expect(byCode.education.dictionaryList.length).toBeGreaterThan(5);
    expect(byCode.careCategory.isTree).toBe(1);
    expect(byCode.careCategory.dictionaryList[0].children.length).toBe(2);
  });

  it('creates, updates, toggles, exports and deletes items; refuses duplicates per type', async () => {
    const type = await typeByCode('maritalStatus');
    const body = { dictionaryTypeId: type.id, fullName: '同居', enCode: '99' };
    expect((await server.api('POST', '/api/system/DictionaryData', admin, body)).code).toBe(200);
    expect(await server.api('POST', '/api/system/DictionaryData', admin, body)).toMatchObject({
      code: 400,
      msg: '编码“99”已存在',
    });
    const list = (await server.api('GET', `/api/system/DictionaryData/Tenant/${type.id}?keyword=同居`, admin))
      .data.list;
    const item = list[0];
    expect(
      (await server.api('PUT', `/api/system/DictionaryData/${item.id}`, admin, { ...body, fullName: '其他' }))
        .code,
    ).toBe(200);
    await server.api('PUT', `/api/system/DictionaryData/${item.id}/Actions/State`, admin);
    expect(
      (await server.api('GET', `/api/system/DictionaryData/dataInfo?id=${item.id}`, admin)).data,
    ).toMatchObject({ fullName: '其他', enabledMark: 0 });
    const rows = await readXlsx(`/api/system/DictionaryData/${type.id}/Action/Export`, admin);
    expect(rows[0]).toEqual(['名称', '编码', '上级', '排序', '状态', '说明']);
    expect(rows.some((r) => r[0] === '其他' && r[4] === '禁用')).toBe(true);
    expect((await server.api('DELETE', `/api/system/DictionaryData/${item.id}`, admin)).code).toBe(200);
  });

  it('keeps tree data as a tree and refuses deleting a parent', async () => {
    const type = await typeByCode('careCategory');
    const tree = (await server.api('GET', `/api/system/DictionaryData/Tenant/${type.id}`, admin)).data.list;
    expect(tree[0].children.length).toBe(2);
    expect(await server.api('DELETE', `/api/system/DictionaryData/${tree[0].id}`, admin)).toMatchObject({
      code: 400,
      msg: '该数据存在下级数据，不允许删除',
    });
    const parents = await server.api(
      'GET',
      `/api/system/DictionaryData/tyidSelect?dictionaryTypeId=${type.id}&isTree=1&id=${tree[0].id}`,
      admin,
    );
    expect(JSON.stringify(parents.data.list)).not.toContain(tree[0].id);
  });

  it('dictionary types: CRUD, no moves under their own subtree, no deletion while in use', async () => {
    const base = await typeByCode('baseData');
    const gender = await typeByCode('gender');
    expect(
      await server.api('PUT', `/api/system/DictionaryType/${base.id}`, admin, {
        parentId: gender.id,
        fullName: '基础数据',
        enCode: 'baseData',
      }),
    ).toMatchObject({ code: 400, msg: '上级不能是自己或自己的下级' });
    expect(await server.api('DELETE', `/api/system/DictionaryType/${gender.id}`, admin)).toMatchObject({
      code: 400,
    });
    expect(
      (
        await server.api('POST', '/api/system/DictionaryType', admin, {
          parentId: base.id,
          fullName: '血型',
          enCode: 'bloodType',
        })
      ).code,
    ).toBe(200);
    const blood = await typeByCode('bloodType');
    expect((await server.api('GET', `/api/system/DictionaryType/${blood.id}`, admin)).data.fullName).toBe(
      '血型',
    );
    expect((await server.api('DELETE', `/api/system/DictionaryType/${blood.id}`, admin)).code).toBe(200);
    expect((await server.api('DELETE', `/api/system/DictionaryType/${blood.id}`, staff)).code).toBe(403);
  });
});

describe('areas', () => {
  it('holds every provincial-level division with its cities and districts, loaded by parent', async () => {
    const provinces = (await server.api('GET', '/api/system/Area/-1', admin)).data.list;
    expect(provinces.length).toBe(31);
    const guangdong = provinces.find((p: { fullName: string }) => p.fullName === '广东省');
    expect(guangdong).toMatchObject({ id: '440000', type: 1, hasChildren: true, isLeaf: false });
    const cities = (await server.api('GET', '/api/system/Area/0/Selector/440000', admin)).data.list;
    expect(cities.map((c: { fullName: string }) => c.fullName)).toContain('深圳市');
    const districts = (await server.api('GET', '/api/system/Area/0/Selector/440300', admin)).data.list;
    expect(districts.map((d: { fullName: string }) => d.fullName)).toContain('南山区');
    expect(districts[0].isLeaf).toBe(true);
  });

  it('creates, updates, toggles and deletes an area; refuses deleting a parent', async () => {
    expect(
      (
        await server.api('POST', '/api/system/Area', admin, {
          parentId: '440300',
          fullName: '测试区',
          enCode: '440399',
        })
      ).code,
    ).toBe(200);
    const found = (await server.api('GET', '/api/system/Area/440300?keyword=测试区', admin)).data.list[0];
    expect(found).toMatchObject({ type: 3, parentId: '440300' });
    expect(
      (
        await server.api('PUT', `/api/system/Area/${found.id}`, admin, {
          parentId: '440300',
          fullName: '测试新区',
          enCode: '440399',
        })
      ).code,
    ).toBe(200);
    await server.api('PUT', `/api/system/Area/${found.id}/Actions/State`, admin);
    expect((await server.api('GET', `/api/system/Area/${found.id}/Info`, admin)).data).toMatchObject({
      fullName: '测试新区',
      enabledMark: 0,
    });
    expect((await server.api('DELETE', `/api/system/Area/${found.id}`, admin)).code).toBe(200);
    expect(await server.api('DELETE', '/api/system/Area/440000', admin)).toMatchObject({
      code: 400,
      msg: '该数据存在下级数据，不允许删除',
    });
    expect(
      await server.api('PUT', '/api/system/Area/440000', admin, {
        parentId: '440300',
        fullName: '广东省',
        enCode: '440000',
      }),
    ).toMatchObject({ code: 400, msg: '上级不能是自己或自己的下级' });
  });
});

describe('bill rules', () => {
  it('issues 1,000 numbers from 10 concurrent callers with no repeat', async () => {
    const created = await server.api('POST', '/api/system/BillRule', admin, {
      fullName: '并发测试',
      enCode: 'Concurrent',
      prefix: 'CC',
      dateFormat: '',
      digit: 6,
      startNumber: 1,
    });
    expect(created.code).toBe(200);
    const issued: string[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = 0; i < 100; i++) {
          const answer = await server.api('POST', '/api/system/BillRule/BillNumber/Concurrent', staff);
          expect(answer.code).toBe(200);
          issued.push(answer.data.billNumber);
        }
      }),
    );
    expect(issued).toHaveLength(1000);
    expect(new Set(issued).size).toBe(1000);
    expect([...issued].sort().at(-1)).toBe('CC001000');
  });

  it('formats prefix, date and serial, lists, toggles and exports', async () => {
    const page = await server.api('GET', '/api/system/BillRule?keyword=Contract', admin);
    const rule = page.data.list[0];
    expect(rule.example).toMatch(/^HT\d{6}00001$/);
    expect(
      (await server.api('POST', '/api/system/BillRule/BillNumber/Contract', admin)).data.billNumber,
    ).toBe(rule.example);
    await server.api('PUT', `/api/system/BillRule/${rule.id}/Actions/State`, admin);
    expect(await server.api('POST', '/api/system/BillRule/BillNumber/Contract', admin)).toMatchObject({
      code: 400,
      msg: '单据规则“Contract”已停用',
    });
    const rows = await readXlsx(`/api/system/BillRule/${rule.id}/Action/Export`, admin);
    expect(rows[1]?.slice(0, 3)).toEqual(['合同编号', 'Contract', 'HT']);
    expect((await server.api('GET', `/api/system/BillRule/${rule.id}/Action/Export`, staff)).code).toBe(403);
  });
});
