import { randomBytes } from 'node:crypto';
import { contractEndpoints, type Endpoint } from '@pmc/api-client/contract';
import { endpointRequest } from './endpoint-request.ts';
import { PNG } from './sweep-fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** What every fixture may use: the server, the admin's token and the ids of the seeded records. */
export interface SweepContext {
  server: TestServer;
  admin: string;
  ids: Record<string, string>;
}

export function flatten<T extends { children?: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

/** Starts a demo-seeded server, signs admin in and looks up the ids the sweep fixtures refer to. */
export async function openSweepContext(server?: TestServer): Promise<SweepContext> {
  // A key of its own: on PostgreSQL no key file stands in, and the second factor's calls need one.
  const started = server ?? (await startTestServer({ DATA_KEY: randomBytes(32).toString('hex') }));
  const admin = await started.signIn('admin', 'Admin@2026');
  const orgs = flatten((await started.api('GET', '/api/permission/Organize', admin)).data.list) as {
    enCode: string;
    id: string;
  }[];
  const code = (c: string) => orgs.find((o) => o.enCode === c)?.id as string;
  const users = (await started.api('GET', '/admin-api/system/user?pageSize=100', admin)).data.list as {
    account: string;
    id: string;
  }[];
  const account = (a: string) => users.find((u) => u.account === a)?.id as string;
  const roles = (await started.api('GET', '/admin-api/common/role_all', admin)).data.list;
  const positions = (await started.api('GET', '/api/permission/Position/All', admin)).data.list;
  const types = flatten(
    (await started.api('GET', '/api/system/DictionaryType/GetTenantList', admin)).data.list,
  ) as { enCode: string; id: string }[];
  const dictType = types.find((t) => t.enCode === 'maritalStatus')?.id as string;
  const items = (await started.api('GET', `/api/system/DictionaryData/Tenant/${dictType}`, admin)).data.list;
  const rules = (await started.api('GET', '/api/system/BillRule?keyword=StockIn', admin)).data.list;
  const upload = await started.app.inject(
    endpointRequest(contractEndpoints.find((e) => e.name === 'upload')?.endpoint as Endpoint, admin, {
      params: { type: 'annexpic' },
      multipart: { name: 'a.png', content: PNG },
    }),
  );
  return {
    server: started,
    admin,
    ids: {
      root: code('pmc'),
      care: code('pmc.care'),
      dev: code('pmc.it.dev'),
      staff: account('staff'),
      newbie: account('newbie'),
      staffRole: roles.find((r: { enCode: string }) => r.enCode === 'staff').id,
      developer: positions.find((p: { enCode: string }) => p.enCode === 'developer').id,
      dictType,
      baseData: types.find((t) => t.enCode === 'baseData')?.id as string,
      dictItem: items.find((i: { enCode: string }) => i.enCode === '01').id,
      rule: rules[0].id,
      file: upload.json().data.fileId,
    },
  };
}
