import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondFactors } from '../src/db/schema/index.ts';
import { snapshotPglite } from '../src/ops/pglite-snapshot.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { createRole, createUser, organizeIds } from './support/scoped-caller.ts';
import { form, startTestServer, type TestServer } from './support/test-server.ts';

// Whole 30-second steps from here on, so "one step later" never straddles a boundary by chance.
const STEP = 30_000;

let server: TestServer;
let admin: string;
let dev: string;
beforeAll(async () => {
  // On PostgreSQL there is no key file: the key comes from the environment, as in production.
  server = await startTestServer({ DATA_KEY: randomBytes(32).toString('base64') });
  admin = await server.signIn('admin', 'Admin@2026');
  dev = (await organizeIds(server, admin))['pmc.it.dev'] as string;
  server.advance(STEP - (Date.now() % STEP) + 1_000);
});
afterAll(() => server.close());

const now = () => server.app.pmc.context.now();
const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

const firstStep = (account: string, password: string) =>
  server.call<{ token?: string; ticket?: string; secondFactor?: string; expiresIn?: number }>({
    method: 'POST',
    url: '/admin-api/login',
    ...form({ account, password: md5Hex(password) }),
  });
const secondStep = (ticket: string, code: string) =>
  server.call<{ token: string }>({
    method: 'POST',
    url: '/admin-api/login/second_step',
    ...form({ ticket, code }),
  });

/** A fresh account with the second factor on: its secret, recovery codes and token. */
async function enrolled(account: string) {
  const password = 'Totp@2026';
  const id = await createUser(server, admin, { account, organizeId: dev, password });
  const token = await server.signIn(account, password);
  const setup = await server.api('POST', '/api/permission/Users/Current/SecondFactor/Actions/Setup', token);
  expect(setup.code).toBe(200);
  expect(setup.data.uri).toContain(`secret=${setup.data.secret}`);
  const secret: string = setup.data.secret;
  const on = await server.api('POST', '/api/permission/Users/Current/SecondFactor/Actions/Enable', token, {
    code: codeAt(secret, now()),
  });
  expect(on.code).toBe(200);
  expect(on.data.recoveryCodes).toHaveLength(10);
  // The enrolment spent the current step: sign-ins in these tests start one step later.
  server.advance(STEP);
  return { id, account, password, secret, recoveryCodes: on.data.recoveryCodes as string[], token };
}

describe('second factor', () => {
  it('signs in in two steps: the password answers a ticket, never a token; a code then the token', async () => {
    const person = await enrolled('totptwosteps');
    const first = await firstStep(person.account, person.password);
    expect(first.code).toBe(200);
    expect(first.data).toEqual({ secondFactor: 'totp', ticket: expect.any(String), expiresIn: 300 });
    const ticket = first.data.ticket as string;
    // The ticket is no bearer token.
    expect((await server.api('GET', '/admin-api/current_user', ticket)).code).toBe(600);
    const second = await secondStep(ticket, codeAt(person.secret, now()));
    expect(second.code).toBe(200);
    expect((await server.api('GET', '/admin-api/current_user', second.data.token)).code).toBe(200);
    // Single use.
    expect((await secondStep(ticket, codeAt(person.secret, now() + STEP))).msg).toBe(
      '登录已超时，请重新输入账户和密码',
    );
  });

  it('accepts one step of drift either way, not two, and never the same step twice', async () => {
    const person = await enrolled('totpdrift');
    // Two steps past the enrolment's, so the step before this one is still unspent.
    server.advance(2 * STEP);
    const signIn = async (code: string) => {
      const { data } = await firstStep(person.account, person.password);
      return secondStep(data.ticket as string, code);
    };
    expect((await signIn(codeAt(person.secret, now() - 2 * STEP))).code).toBe(400);
    expect((await signIn(codeAt(person.secret, now() + 2 * STEP))).code).toBe(400);
    expect((await signIn(codeAt(person.secret, now() - STEP))).code).toBe(200);
    const current = codeAt(person.secret, now());
    expect((await signIn(current)).code).toBe(200);
    // Replay inside its window: the step was spent.
    const replay = await signIn(current);
    expect(replay).toMatchObject({ code: 400, msg: expect.stringContaining('动态码错误') });
    // The next step's code (a fast clock) still passes, once.
    expect((await signIn(codeAt(person.secret, now() + STEP))).code).toBe(200);
    expect((await signIn(codeAt(person.secret, now()))).code).toBe(400);
  });

  it('lets a ticket expire after 5 minutes', async () => {
    const person = await enrolled('totpexpiry');
    const { data } = await firstStep(person.account, person.password);
    server.advance(5 * 60_000 + 1);
    const late = await secondStep(data.ticket as string, codeAt(person.secret, now()));
    expect(late).toMatchObject({ code: 400, msg: '登录已超时，请重新输入账户和密码' });
  });

  it('counts wrong codes towards the lockout of wrong passwords, across tickets', async () => {
    const person = await enrolled('totplockout');
    expect((await firstStep(person.account, 'Wrong@2026')).msg).toBe('账户或密码错误，还可尝试4次');
    let ticket = (await firstStep(person.account, person.password)).data.ticket as string;
    expect((await secondStep(ticket, '000000')).msg).toBe('动态码错误，还可尝试3次');
    // A new ticket (the password again) does not start the count over.
    ticket = (await firstStep(person.account, person.password)).data.ticket as string;
    expect((await secondStep(ticket, '000001')).msg).toBe('动态码错误，还可尝试2次');
    expect((await secondStep(ticket, 'abcde-fghjk')).msg).toBe('动态码错误，还可尝试1次');
    expect((await secondStep(ticket, '000002')).msg).toBe('密码错误次数过多，账号已锁定15分钟');
    // Locked: even the right code is refused, and the ticket is gone.
    const refused = await secondStep(ticket, codeAt(person.secret, now()));
    expect(refused).toMatchObject({ code: 400, msg: '登录已超时，请重新输入账户和密码' });
    expect((await firstStep(person.account, person.password)).msg).toMatch(/^账号已锁定/);
  });

  it('spends a recovery code once', async () => {
    const person = await enrolled('totprecovery');
    const [code = ''] = person.recoveryCodes;
    expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    let ticket = (await firstStep(person.account, person.password)).data.ticket as string;
    expect((await secondStep(ticket, code.toUpperCase())).code).toBe(200);
    ticket = (await firstStep(person.account, person.password)).data.ticket as string;
    expect((await secondStep(ticket, code)).code).toBe(400);
    const status = await server.api('GET', '/api/permission/Users/Current/SecondFactor', person.token);
    expect(status.data).toMatchObject({ enabled: true, recoveryCodesLeft: 9, required: false });
  });

  it('keeps the secret as cipher text in the database and in a backup', async () => {
    const person = await enrolled('totpsealed');
    const [row] = await server.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, person.id));
    expect(row?.secret).toMatch(/^v1\.[\w-]{8}\./);
    expect(row?.secret).not.toContain(person.secret);
    const raw = Buffer.from(Secret.fromBase32(person.secret).buffer);
    // The backup of the embedded database is PGlite's own dump (ops/backup.ts); PostgreSQL's is pg_dump
    // of the same rows, which the check above covers.
    if (server.database.pglite) {
      const dump = gunzipSync(
        Buffer.from(await (await snapshotPglite(server.database.pglite)).arrayBuffer()),
      );
      expect(dump.includes(Buffer.from(person.secret))).toBe(false);
      expect(dump.includes(raw)).toBe(false);
      expect(dump.includes(Buffer.from(row?.secret ?? '-'))).toBe(true);
    }
    // Nor does any answer or log line carry it after the enrolment.
    expect(server.logs.join('').includes(person.secret)).toBe(false);
  });

  it('turns off with password and code, not with a wrong password', async () => {
    const person = await enrolled('totpoff');
    const off = (password: string, code: string) =>
      server.api('POST', '/api/permission/Users/Current/SecondFactor/Actions/Disable', person.token, {
        password: md5Hex(password),
        code,
      });
    expect((await off('Wrong@2026', codeAt(person.secret, now()))).msg).toBe('密码错误');
    expect((await off(person.password, codeAt(person.secret, now()))).code).toBe(200);
    expect((await firstStep(person.account, person.password)).data.token).toBeTruthy();
  });

  it("lets an administrator reset a person's second factor, recorded in the history", async () => {
    const person = await enrolled('totpreset');
    const reset = await server.api(
      'PUT',
      `/api/permission/Users/${person.id}/Actions/ResetSecondFactor`,
      admin,
    );
    expect(reset.code).toBe(200);
    expect((await firstStep(person.account, person.password)).data.token).toBeTruthy();
    const history = await server.api('GET', `/admin-api/system/history/user/${person.id}`, admin);
    const events = history.data.list.map((e: { event: string | null }) => e.event);
    expect(events).toEqual(expect.arrayContaining(['resetSecondFactor', 'enableSecondFactor']));
    // staff lack the button.
    const staff = await server.signIn('staff', 'Staff@2026');
    const refused = await server.api(
      'PUT',
      `/api/permission/Users/${person.id}/Actions/ResetSecondFactor`,
      staff,
    );
    expect(refused.code).toBe(403);
  });

  it('asks a person the policy covers to enrol, answers them nothing else till then, and refuses to turn a required factor off', async () => {
    const person = await enrolled('totppolicy');
    // The policy covers the holders of one role: the administrator keeps working beside them.
    const covered = await createRole(server, admin, 'totpcovered', {
      menus: [],
      buttons: [],
      columns: [],
      forms: [],
      dataScope: 'own',
      dataScopeOrgIds: [],
    });
    for (const account of ['totppolicynew']) {
      const id = await createUser(server, admin, {
        account,
        organizeId: dev,
        password: 'Totp@2026',
        roleIds: [covered],
      });
      expect(id).toBeTruthy();
    }
    const personId = (await server.api('GET', '/admin-api/current_user', person.token)).data.userInfo.uid;
    const joined = await server.api('PUT', `/admin-api/system/user/${personId}`, admin, {
      roleIds: [covered],
    });
    expect(joined.code).toBe(200);
    const save = (body: object) => server.api('PUT', '/api/system/SecurityPolicy', admin, body);
    expect((await save({ secondFactorRequired: 'roles', secondFactorRoleIds: [covered] })).code).toBe(200);
    try {
      const token = await server.signIn('totppolicynew', 'Totp@2026');
      expect((await server.api('GET', '/admin-api/current_user', token)).data.mustEnrolSecondFactor).toBe(
        true,
      );
      // The server, not only the dialog: any other call waits for the enrolment.
      const refused = await server.api('GET', '/admin-api/system/user', token);
      expect(refused).toMatchObject({ code: 428, msg: '安全策略要求开启两步验证，请先开启' });
      const setup = await server.api(
        'POST',
        '/api/permission/Users/Current/SecondFactor/Actions/Setup',
        token,
      );
      expect(setup.code).toBe(200);
      const off = await server.api(
        'POST',
        '/api/permission/Users/Current/SecondFactor/Actions/Disable',
        person.token,
        {
          password: md5Hex(person.password),
          code: codeAt(person.secret, now()),
        },
      );
      expect(off.msg).toBe('安全策略要求开启两步验证，不能关闭');
      const policy = await server.api('GET', '/api/system/SecurityPolicy', admin);
      expect(policy.data).toMatchObject({ secondFactorRequired: 'roles', secondFactorRoleIds: [covered] });
    } finally {
      expect((await save({ secondFactorRequired: 'none', secondFactorRoleIds: [] })).code).toBe(200);
    }
    const token = await server.signIn('totppolicynew', 'Totp@2026');
    expect((await server.api('GET', '/admin-api/current_user', token)).data.mustEnrolSecondFactor).toBe(
      false,
    );
    expect((await server.api('GET', '/admin-api/system/user', token)).code).not.toBe(428);
  });
});
