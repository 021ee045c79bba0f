import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let root: string;

type Fields = { fields: { path: string; message: string }[] };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  root = (await server.api('GET', '/api/permission/Organize', admin)).data.list[0].id;
});
afterAll(() => server.close());

describe('every bad input answers code 400 naming its fields, never 500', () => {
  it('refuses a NUL in a path id, naming the parameter', async () => {
    const answer = await server.api<Fields>('GET', '/admin-api/system/user/%00', admin);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('编号不能包含控制字符');
    expect(answer.data.fields).toEqual([{ path: 'id', message: '编号不能包含控制字符' }]);
  });

  it('refuses NUL and control characters in query text of every list', async () => {
    for (const url of [
      '/api/permission/Position?keyword=%00',
      '/admin-api/system/user?keyword=%00',
      '/admin-api/system/role?keyword=a%07b',
      '/api/system/BillRule?keyword=%1b',
      '/api/system/OnlineUser?keyword=%00',
      '/api/system/Area/-1?keyword=%00',
      '/api/permission/Users/Current/SystemLog?keyword=%00',
    ]) {
      const answer = await server.api<Fields>('GET', url, admin);
      expect(answer.code, url).toBe(400);
      expect(answer.data.fields, url).toEqual([{ path: 'keyword', message: '关键词不能包含控制字符' }]);
    }
  });

  it('names every field at fault in one answer, each message translated', async () => {
    const answer = await server.call<Fields>({
      method: 'POST',
      url: '/api/permission/Organize',
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: {
        parentId: root,
        fullName: 'a\u0000b',
        enCode: '',
        description: 'x\u0001',
        propertyJson: { shortName: 'y'.repeat(51) },
      },
    });
    expect(answer.code).toBe(400);
    // The schema's own rules first, then the text rules every field shares.
    expect(answer.data.fields).toEqual([
      { path: 'enCode', message: 'Code is required' },
      { path: 'propertyJson.shortName', message: 'Short name is too long' },
      { path: 'fullName', message: 'Name must not contain control characters' },
      { path: 'description', message: 'Description must not contain control characters' },
    ]);
    expect(answer.msg).toBe(answer.data.fields[0]?.message);
  });

  it('caps ids: a 1 MB userId is refused before any query', async () => {
    const answer = await server.api<Fields>('POST', '/api/permission/Users/getUserList', admin, {
      userId: 'x'.repeat(1_000_000),
    });
    expect(answer.code).toBe(400);
    expect(answer.data.fields.map((f) => f.path)).toEqual(['userId']);
    const path = await server.api<Fields>('GET', `/admin-api/system/user/${'x'.repeat(65)}`, admin);
    expect(path.data.fields).toEqual([{ path: 'id', message: '编号超出长度限制' }]);
    const router = await server.api<Fields>('GET', `/admin-api/system/user/${'x'.repeat(5000)}`, admin);
    expect(router.code).toBe(400);
  });

  it('refuses a body that is no JSON, or truncated JSON, with code 400', async () => {
    const answer = await server.call<Fields>({
      method: 'POST',
      url: '/api/permission/Organize',
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: '{"fullName":',
    });
    expect(answer.code).toBe(400);
    expect(answer.data.fields[0]?.path).toBe('body');
  });

  it('refuses a truncated multipart upload with code 400', async () => {
    for (const payload of [
      '--b\r\n\r\n',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc',
    ]) {
      const answer = await server.call<Fields>({
        method: 'POST',
        url: '/admin-api/common/file/annex',
        headers: { authorization: admin, 'content-type': 'multipart/form-data; boundary=b' },
        payload,
      });
      expect(answer.code, JSON.stringify(payload)).toBe(400);
      expect(answer.data.fields[0]?.path).toBe('file');
    }
  });

  it('refuses an upload whose file name carries a control character', async () => {
    const answer = await server.call<Fields>({
      method: 'POST',
      url: '/admin-api/common/file/annex',
      headers: { authorization: admin, 'content-type': 'multipart/form-data; boundary=b' },
      payload:
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.txt"\r\n\r\nabc\r\n--b--\r\n',
    });
    expect(answer.code).toBe(400);
    expect(answer.data.fields).toEqual([{ path: 'file', message: '文件不能包含控制字符' }]);
  });
});

describe('sort whitelists take only their own keys', () => {
  const lists = [
    '/admin-api/system/user',
    '/api/permission/Position',
    '/admin-api/system/role',
    '/api/system/BillRule',
    '/api/system/OnlineUser',
    '/admin-api/system/dept',
    '/api/permission/Users/Current/SystemLog',
    '/api/permission/SignInLog',
    '/api/permission/OperationLog',
    '/admin-api/system/history',
  ];
  for (const sidx of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'noSuchColumn']) {
    it(`refuses sidx=${sidx} on every sortable list`, async () => {
      for (const list of lists) {
        const answer = await server.api<Fields>('GET', `${list}?sidx=${sidx}`, admin);
        expect(answer.code, list).toBe(400);
        expect(answer.data.fields, list).toEqual([{ path: 'sidx', message: `不支持按${sidx}排序` }]);
      }
    });
  }

  it('sorts the own log by time, both ways', async () => {
    const asc = await server.api('GET', '/api/permission/Users/Current/SystemLog?sidx=time&sort=asc', admin);
    const desc = await server.api(
      'GET',
      '/api/permission/Users/Current/SystemLog?sidx=time&sort=desc',
      admin,
    );
    expect(asc.code).toBe(200);
    const times = (answer: typeof asc) => answer.data.list.map((r: { time: number }) => r.time);
    expect(times(asc)).toEqual([...times(asc)].sort((a, b) => a - b));
    expect(times(desc)).toEqual([...times(desc)].sort((a, b) => b - a));
  });

  it('sorts the audit search by time, both ways (newest first without sidx)', async () => {
    const read = async (q: string) =>
      (await server.api('GET', `/admin-api/system/history${q}`, admin)).data.list.map(
        (e: { time: number }) => e.time,
      );
    for (const n of [1, 2]) {
      const created = await server.api('POST', '/api/permission/Position', admin, {
        fullName: `排序岗${n}`,
        enCode: `sortPos${n}`,
        type: 'other',
        organizeId: root,
      });
      expect(created.code).toBe(200);
    }
    const asc = await read('?sidx=time&sort=asc');
    const plain = await read('');
    expect(asc.length).toBeGreaterThan(1);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(plain).toEqual([...plain].sort((a, b) => b - a));
  });
});

describe('ids in a body must name something', () => {
  it('refuses a managerId naming no user, on users and on organisations', async () => {
    const user = await server.api<Fields>('POST', '/admin-api/system/user', admin, {
      account: 'nomanager',
      realName: '无主管',
      organizeId: root,
      managerId: 'no-such-user',
      roleIds: ['no-such-role'],
    });
    expect(user.code).toBe(400);
    expect(user.data.fields.map((f) => f.path)).toEqual(['roleIds', 'managerId']);
    const org = await server.api<Fields>('POST', '/api/permission/Organize', admin, {
      parentId: root,
      fullName: '无主管单位',
      enCode: 'noManagerOrg',
      managerId: 'no-such-user',
    });
    expect(org.code).toBe(400);
    expect(org.data.fields).toEqual([{ path: 'managerId', message: '主管格式不正确' }]);
  });
});
