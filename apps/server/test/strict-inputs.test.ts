import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;

type Fields = { fields: { path: string; message: string }[] };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
});
afterAll(() => server.close());

async function send(method: 'POST' | 'PUT', url: string, payload: string, contentType = 'application/json') {
  const res = await server.app.inject({
    method,
    url,
    headers: { authorization: admin, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; msg: string; data: Fields | null };
}

const PROFILE = '/admin-api/update_current_user_info';

describe('strict contract objects', () => {
  it('refuses keys the contract does not declare, naming each, and changes nothing', async () => {
    const before = (await server.api('GET', '/api/permission/Users/Current/BaseInfo', admin)).data;
    const typo = await send('POST', PROFILE, JSON.stringify({ fullName: 'x' }));
    expect(typo.code).toBe(400);
    expect(typo.msg).toBe('不接受字段“fullName”');
    expect(typo.data?.fields).toEqual([{ path: 'fullName', message: '不接受字段“fullName”' }]);
    const two = await send('POST', PROFILE, JSON.stringify({ realName: '新名', nickName: 'a', age: 3 }));
    expect(two.code).toBe(400);
    expect(two.data?.fields.map((f) => f.path)).toEqual(['nickName', 'age']);
    expect((await server.api('GET', '/api/permission/Users/Current/BaseInfo', admin)).data.realName).toBe(
      before.realName,
    );
    // The same save with the contract's keys only goes through.
    expect((await send('POST', PROFILE, JSON.stringify({ realName: before.realName }))).code).toBe(200);
  });

  it('names an unknown key inside a nested object by its dotted path', async () => {
    const root = (await server.api('GET', '/api/permission/Organize', admin)).data.list[0].id;
    const answer = await send(
      'POST',
      '/api/permission/Organize',
      JSON.stringify({
        parentId: root,
        category: 'department',
        fullName: '严格部',
        enCode: 'strict.dept',
        propertyJson: { shortName: '严', bogus: 1 },
      }),
    );
    expect(answer.code).toBe(400);
    expect(answer.data?.fields.map((f) => f.path)).toEqual(['propertyJson.bogus']);
  });

  it('checks a discriminated union’s nested keys against the chosen option only', async () => {
    const jobs = '/admin-api/system/export_jobs';
    // `recordName` is a key of the history's filter, not of the user list's: refused for `user`.
    const wrong = await send('POST', jobs, JSON.stringify({ list: 'user', filter: { recordName: 'x' } }));
    expect(wrong.code).toBe(400);
    expect(wrong.data?.fields.map((f) => f.path)).toEqual(['filter.recordName']);
    const none = await send('POST', jobs, JSON.stringify({ list: 'history', filter: { bogus: 1 } }));
    expect(none.data?.fields.map((f) => f.path)).toEqual(['filter.bogus']);
    // The same key where its option declares it goes through.
    const right = await send('POST', jobs, JSON.stringify({ list: 'history', filter: { recordName: 'x' } }));
    expect(right.code).toBe(200);
  });

  it('refuses a body that is no object: null, an array, a string, a number', async () => {
    for (const payload of ['null', '[]', '[{"realName":"x"}]', '"text"', '12']) {
      const answer = await send('POST', PROFILE, payload);
      expect(answer.code, payload).toBe(400);
      expect(answer.data?.fields[0]?.path, payload).toBe('body');
    }
  });

  it('refuses a body nested 200 deep', async () => {
    let nested = '{"realName":"x"}';
    for (let i = 0; i < 200; i++) nested = `{"a":${nested}}`;
    const answer = await send('POST', PROFILE, nested);
    expect(answer.code).toBe(400);
    expect(answer.data?.fields).toEqual([{ path: 'body', message: '请求内容嵌套层级过深' }]);
  });

  it('answers code 415 for a content type the endpoint does not take', async () => {
    const multipart = await send(
      'POST',
      PROFILE,
      '--b\r\nContent-Disposition: form-data; name="realName"\r\n\r\nx\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    );
    expect(multipart).toMatchObject({ code: 415, msg: '不支持的请求内容类型' });
    expect((await send('POST', PROFILE, 'realName=x', 'text/plain')).code).toBe(415);
    expect((await send('POST', PROFILE, 'realName=x', 'application/xml')).code).toBe(415);
    expect((await send('POST', PROFILE, 'realName=x', 'application/x-www-form-urlencoded')).code).toBe(415);
  });

  it('answers a broken multipart import with code 400, never 500', async () => {
    for (const [payload, type] of [
      ['--b\r\n\r\n', 'multipart/form-data; boundary=b'],
      ['garbage', 'multipart/form-data'],
      ['--b--\r\n', 'multipart/form-data; boundary=b'],
    ] as const) {
      const answer = await send('POST', '/admin-api/system/user/import/preview', payload, type);
      expect(answer.code, payload).toBe(400);
    }
  });
});

describe('query enums', () => {
  it('refuses a role type that is none of the types, naming type', async () => {
    for (const type of ['abc', '-1']) {
      const answer = await server.api<Fields>('GET', `/admin-api/system/role?type=${type}`, admin);
      expect(answer.code, type).toBe(400);
      expect(answer.data.fields.map((f) => f.path)).toEqual(['type']);
    }
    const system = await server.api('GET', '/admin-api/system/role?type=system', admin);
    expect(system.code).toBe(200);
    expect(system.data.list.every((r: { type: string }) => r.type === 'system')).toBe(true);
    const created = await server.api('POST', '/admin-api/system/role', admin, {
      fullName: '类型错',
      enCode: 'badType',
      type: 'abc',
    });
    expect(created.code).toBe(400);
    expect(created.data.fields.map((f: { path: string }) => f.path)).toEqual(['type']);
  });
});
