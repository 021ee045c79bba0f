import type { TestServer } from './test-server.ts';

// The sweep's context and fixture shapes, restated so this file imports neither (no import cycle).
type SweepContext = { server: TestServer; admin: string; ids: Record<string, string> };
type Fixture = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

const PAGE = 'system.user';
let counter = 0;
const name = () => `扫描视图${++counter}-${Date.now() % 100000}`;

export const savedViewState = {
  keyword: 'sweep',
  filters: { enabledMark: '1' },
  pageSize: 20,
  columns: { order: ['account'], widths: { account: 120 }, pins: {}, hidden: [] },
  density: 'default',
};

/** A view of the admin's own, on 用户管理, answering its id. */
async function adminView(ctx: SweepContext): Promise<string> {
  const answer = await ctx.server.api('POST', '/admin-api/system/views', ctx.admin, {
    pageId: PAGE,
    name: name(),
    state: savedViewState,
  });
  if (answer.code !== 200) throw new Error(`fixture saved view: ${answer.msg}`);
  return answer.data.id as string;
}

/** The sweep's fixtures of saved views: each call on a view of its own (the admin's 50-view cap is far). */
export const savedViewFixtures: Record<string, (ctx: SweepContext) => Promise<Fixture>> = {
  'savedView.list': async () => ({ query: { pageId: PAGE } }),
  'savedView.info': async (ctx) => ({ params: { id: await adminView(ctx) } }),
  'savedView.create': async () => ({
    body: { pageId: PAGE, name: name(), state: savedViewState, shared: true },
  }),
  'savedView.update': async (ctx) => ({
    params: { id: await adminView(ctx) },
    body: { name: name(), shared: true },
  }),
  'savedView.remove': async (ctx) => ({ params: { id: await adminView(ctx) } }),
  'savedView.setDefault': async (ctx) => ({ body: { pageId: PAGE, viewId: await adminView(ctx) } }),
};
