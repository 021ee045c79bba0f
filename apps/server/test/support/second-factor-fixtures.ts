import { Secret, TOTP } from 'otpauth';
import { md5Hex } from '../../src/security/md5-hex.ts';
import type { TestServer } from './test-server.ts';

// The sweep's context and fixture shapes, restated so this file imports neither (no import cycle).
type SweepContext = { server: TestServer; admin: string; ids: Record<string, string> };
type Fixture = { params?: Record<string, string>; body?: unknown; token?: string };

const PASSWORD = 'Sweep@2026';
let counter = 0;

const codeNow = (ctx: SweepContext, secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: ctx.server.app.pmc.context.now(),
  });

/** A new account of its own, signed in, with a secret waiting for its first code. */
async function withSetup(ctx: SweepContext) {
  const account = `sweepTotp${++counter}${Date.now() % 100000}`;
  const created = await ctx.server.api('POST', '/admin-api/system/user', ctx.admin, {
    account,
    realName: account,
    organizeId: ctx.ids.root,
    password: md5Hex(PASSWORD),
  });
  if (created.code !== 200) throw new Error(`fixture user ${account}: ${created.msg}`);
  const token = await ctx.server.signIn(account, PASSWORD);
  const setup = await ctx.server.api(
    'POST',
    '/api/permission/Users/Current/SecondFactor/Actions/Setup',
    token,
  );
  if (setup.code !== 200) throw new Error(`fixture setup: ${setup.msg}`);
  return { account, token, secret: setup.data.secret as string };
}

/** The same, with the factor on; the clock moved a step, so the next code is unspent. */
async function enrolled(ctx: SweepContext) {
  const person = await withSetup(ctx);
  const on = await ctx.server.api(
    'POST',
    '/api/permission/Users/Current/SecondFactor/Actions/Enable',
    person.token,
    {
      code: codeNow(ctx, person.secret),
    },
  );
  if (on.code !== 200) throw new Error(`fixture enable: ${on.msg}`);
  ctx.server.advance(30_000);
  return person;
}

/** The sweep's fixtures of the second factor: each on an account of its own, never the admin's factor. */
export const secondFactorFixtures: Record<string, (ctx: SweepContext) => Promise<Fixture>> = {
  'session.secondStep': async (ctx) => {
    const person = await enrolled(ctx);
    const first = await ctx.server.call<{ ticket: string }>({
      method: 'POST',
      url: '/admin-api/login',
      payload: new URLSearchParams({ account: person.account, password: md5Hex(PASSWORD) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return { body: { ticket: first.data.ticket, code: codeNow(ctx, person.secret) } };
  },
  'secondFactor.status': async () => ({}),
  'secondFactor.setup': async (ctx) => ({ token: (await withSetup(ctx)).token }),
  'secondFactor.enable': async (ctx) => {
    const person = await withSetup(ctx);
    return { token: person.token, body: { code: codeNow(ctx, person.secret) } };
  },
  'secondFactor.disable': async (ctx) => {
    const person = await enrolled(ctx);
    return { token: person.token, body: { password: md5Hex(PASSWORD), code: codeNow(ctx, person.secret) } };
  },
  'secondFactor.reset': async (ctx) => ({ params: { id: ctx.ids.newbie as string } }),
};
