import { type Contract, contractEndpoints, type Endpoint } from '@pmc/api-client/contract';
import type { ScopeRule } from './scope-rule.ts';

type RuleOf<T> = T extends Endpoint ? ScopeRule<T> : never;
type ScopeTable = {
  readonly [D in keyof Contract]: { readonly [N in keyof Contract[D]]: RuleOf<Contract[D][N]> };
};

const PUBLIC = { scope: 'public' } as const;
const SELF = { scope: 'self' } as const;
const UNSCOPED = { scope: 'unscoped' } as const;
const FILTERED = { scope: 'filtered' } as const;

/**
 * The data-scope rule of every contract endpoint, in one table: the registrar refuses to register an
 * endpoint that has none (and TypeScript refuses a table that misses one), so a new route cannot forget
 * its rule. Field names are checked against the endpoint's path, query and body.
 */
export const endpointScopes: ScopeTable = {
  session: {
    captcha: PUBLIC,
    login: PUBLIC,
    secondStep: PUBLIC,
    currentUser: SELF,
    logout: SELF,
    unlock: SELF,
  },
  secondFactor: {
    status: SELF,
    setup: SELF,
    enable: SELF,
    disable: SELF,
    reset: {
      scope: 'records',
      records: [{ record: 'user', id: ['params', 'id'], protectAdministrator: true }],
    },
  },
  currentUser: {
    info: SELF,
    updateInfo: SELF,
    updatePassword: SELF,
    modifyPasswordNoCode: SELF,
    subordinates: SELF,
    authorize: SELF,
    systemLog: SELF,
    sessions: SELF,
    endSession: SELF,
    endOtherSessions: SELF,
  },
  area: {
    list: UNSCOPED,
    selector: UNSCOPED,
    create: UNSCOPED,
    update: UNSCOPED,
    info: UNSCOPED,
    remove: UNSCOPED,
    state: UNSCOPED,
  },
  organize: {
    list: FILTERED,
    selector: FILTERED,
    tree: FILTERED,
    create: {
      scope: 'records',
      records: [{ record: 'user', id: ['body', 'managerId'] }],
      places: [{ organizeId: ['body', 'parentId'] }],
    },
    update: {
      scope: 'records',
      records: [
        { record: 'organize', id: ['params', 'id'] },
        { record: 'user', id: ['body', 'managerId'] },
      ],
      places: [{ organizeId: ['body', 'parentId'], moves: 0 }],
    },
    info: { scope: 'records', records: [{ record: 'organize', id: ['params', 'id'] }] },
    remove: { scope: 'records', records: [{ record: 'organize', id: ['params', 'id'] }] },
    adminInfo: { scope: 'records', records: [{ record: 'organize', id: ['params', 'organizeId'] }] },
    // The delegates named in body.list[].userId are checked by the handler (ids inside a list of objects).
    adminUpdate: { scope: 'records', records: [{ record: 'organize', id: ['params', 'organizeId'] }] },
    batchState: FILTERED,
    // Each row's parent and the organisation it would update are checked against the scope by the import.
    importTemplate: FILTERED,
    importPreview: FILTERED,
    importProgress: FILTERED,
    importCheck: FILTERED,
    importCommit: FILTERED,
  },
  position: {
    list: FILTERED,
    selector: FILTERED,
    all: FILTERED,
    create: { scope: 'records', places: [{ organizeId: ['body', 'organizeId'] }] },
    update: {
      scope: 'records',
      records: [{ record: 'position', id: ['params', 'id'] }],
      places: [{ organizeId: ['body', 'organizeId'], moves: 0 }],
    },
    info: { scope: 'records', records: [{ record: 'position', id: ['params', 'id'] }] },
    remove: { scope: 'records', records: [{ record: 'position', id: ['params', 'id'] }] },
    // Batches check and report each record on their own (runBatch), so one outside the scope does not
    // refuse the others.
    batchState: FILTERED,

    // Each row's organisation and the position it would update are checked against the scope by the import.
    importTemplate: FILTERED,
    importPreview: FILTERED,
    importProgress: FILTERED,
    importCheck: FILTERED,
    importCommit: FILTERED,
  },
  department: {
    list: FILTERED,
    create: { scope: 'records', places: [{ organizeId: ['body', 'parentId'] }] },
    update: {
      scope: 'records',
      records: [{ record: 'organize', id: ['params', 'id'] }],
      places: [{ organizeId: ['body', 'parentId'], moves: 0 }],
    },
    remove: { scope: 'records', records: [{ record: 'organize', id: ['params', 'id'] }] },
    selector: FILTERED,
    authSelector: FILTERED,
    getMerchant: { scope: 'records', records: [{ record: 'organize', id: ['query', 'DepartId'] }] },
    setMerchant: { scope: 'records', records: [{ record: 'organize', id: ['body', 'DepartId'] }] },
    info: { scope: 'records', records: [{ record: 'organize', id: ['params', 'id'] }] },
    batchState: FILTERED,
    // Each row's parent and the department it would update are checked against the scope by the import.
    importTemplate: FILTERED,
    importPreview: FILTERED,
    importProgress: FILTERED,
    importCheck: FILTERED,
    importCommit: FILTERED,
  },
  dictionaryType: {
    list: UNSCOPED,
    selector: UNSCOPED,
    create: UNSCOPED,
    update: UNSCOPED,
    info: UNSCOPED,
    remove: UNSCOPED,
  },
  dictionaryData: {
    list: UNSCOPED,
    all: UNSCOPED,
    parentSelector: UNSCOPED,
    create: UNSCOPED,
    update: UNSCOPED,
    info: UNSCOPED,
    remove: UNSCOPED,
    state: UNSCOPED,
    export: UNSCOPED,
    // Dictionaries have no organisation: the import reads the (unlimiting) scope only as every import does.
    importTemplate: FILTERED,
    importPreview: FILTERED,
    importProgress: FILTERED,
    importCheck: FILTERED,
    importCommit: FILTERED,
  },
  user: {
    list: FILTERED,
    // The manager and positions a form names must lie in the caller's scope too (a save sends only the
    // fields it changed, so an unchanged manager outside the scope is not checked again).
    create: {
      scope: 'records',
      records: [
        { record: 'user', id: ['body', 'managerId'] },
        { record: 'position', id: ['body', 'positionIds'] },
      ],
      places: [{ organizeId: ['body', 'organizeId'] }],
    },
    update: {
      scope: 'records',
      records: [
        { record: 'user', id: ['params', 'id'], protectAdministrator: true },
        { record: 'user', id: ['body', 'managerId'] },
        { record: 'position', id: ['body', 'positionIds'] },
      ],
      places: [{ organizeId: ['body', 'organizeId'], moves: 0 }],
    },
    info: { scope: 'records', records: [{ record: 'user', id: ['params', 'id'] }] },
    revealPersonal: { scope: 'records', records: [{ record: 'user', id: ['params', 'id'] }] },
    remove: {
      scope: 'records',
      records: [{ record: 'user', id: ['params', 'id'], protectAdministrator: true }],
    },
    resetPassword: {
      scope: 'records',
      records: [{ record: 'user', id: ['params', 'id'], protectAdministrator: true }],
    },
    all: FILTERED,
    selector: FILTERED,
    state: {
      scope: 'records',
      records: [{ record: 'user', id: ['params', 'id'], protectAdministrator: true }],
    },
    unlock: {
      scope: 'records',
      records: [{ record: 'user', id: ['params', 'id'], protectAdministrator: true }],
    },
    reactivate: {
      scope: 'records',
      records: [{ record: 'user', id: ['params', 'id'], protectAdministrator: true }],
    },
    pickerNodes: FILTERED,
    byIds: FILTERED,
    getMerchant: { scope: 'records', records: [{ record: 'user', id: ['query', 'UserId'] }] },
    setMerchant: {
      scope: 'records',
      records: [{ record: 'user', id: ['body', 'UserId'], protectAdministrator: true }],
    },
    batchState: FILTERED,
    // The target organisation must be in scope; each user is then checked on its own.
    batchOrganize: { scope: 'records', places: [{ organizeId: ['body', 'organizeId'] }] },
    batchRole: FILTERED,
    export: FILTERED,
    importTemplate: FILTERED,
    // Each row's organisation is checked against the caller's scope by the import itself.
    importPreview: FILTERED,
    importProgress: FILTERED,
    importCheck: FILTERED,
    importCommit: FILTERED,
  },
  // Roles have no organisation; who may grant what is `role-limits.ts`'s rule, applied by the handlers.
  role: {
    list: UNSCOPED,
    all: UNSCOPED,
    create: UNSCOPED,
    update: UNSCOPED,
    info: UNSCOPED,
    remove: UNSCOPED,
    syncPermission: UNSCOPED,
    state: UNSCOPED,
    permission: UNSCOPED,
    permissionTree: UNSCOPED,
    // Who holds a role are users: listed and changed only inside the caller's scope.
    members: FILTERED,
    addMembers: {
      scope: 'records',
      records: [{ record: 'user', id: ['body', 'userIds'], protectAdministrator: true }],
    },
    removeMembers: {
      scope: 'records',
      records: [{ record: 'user', id: ['body', 'userIds'], protectAdministrator: true }],
    },
  },
  // The log pages' own menus decide who reads them; a row is as private as the user who made it: the
  // handlers narrow rows to users of the caller's data scope (and the caller's own). The chain check
  // covers a whole log (places, ids and times, no content): the 核验 button decides who runs it.
  log: {
    signIn: FILTERED,
    operation: FILTERED,
    verifyOperation: UNSCOPED,
    verifySignIn: UNSCOPED,
    verifyHistory: UNSCOPED,
  },
  billRule: {
    list: UNSCOPED,
    selector: UNSCOPED,
    create: UNSCOPED,
    update: UNSCOPED,
    info: UNSCOPED,
    remove: UNSCOPED,
    state: UNSCOPED,
    export: UNSCOPED,
    issue: UNSCOPED,
  },
  file: { upload: UNSCOPED, download: UNSCOPED, raw: PUBLIC, static: PUBLIC, printSelector: UNSCOPED },
  onlineUser: {
    list: FILTERED,
    forceOffline: {
      scope: 'records',
      records: [{ record: 'session', id: ['params', 'id'], protectAdministrator: true }],
    },
    // Each session is checked and reported on its own by the handler (scope, administrators' sessions).
    batchForceOffline: FILTERED,
  },
  // Templates are shared configuration, not records of an organisation.
  printTemplate: { list: UNSCOPED, info: UNSCOPED, create: UNSCOPED, update: UNSCOPED, remove: UNSCOPED },
  // Counts only (no record is named); the charts demo shows the whole system's figures.
  statistics: { usersPerOrganize: UNSCOPED, signInsPerDay: UNSCOPED },
  // Counts only over what the caller's scope shows on the lists the figures link to.
  workbench: { userCounts: FILTERED, onlineCount: FILTERED, signInsPerDay: FILTERED },
  // A record's history is as private as the record: entries carry the record's organisation at the
  // time, and the handlers narrow them to the caller's scope (history/history-scope.ts).
  history: { record: FILTERED, search: FILTERED, export: FILTERED, restore: FILTERED },
  // One row for the whole system, no organisation: the page's menu decides who reads and changes it.
  securityPolicy: { info: UNSCOPED, update: UNSCOPED },
  // Holders are users: only those inside the caller's scope are listed, counted and exported.
  whoCan: { list: FILTERED, export: FILTERED },
  // Personal settings: each call checks the view's page itself (modules/saved-view/page-access.ts).
  savedView: { list: SELF, info: SELF, create: SELF, update: SELF, remove: SELF, setDefault: SELF },
  // The caller's own jobs; the start reads the named list's data scope itself, as its 导出 button asks
  // (modules/export-job/export-lists.ts), and keeps it with the job.
  exportJob: { start: SELF, list: SELF, info: SELF, cancel: SELF, file: SELF },
};

const byEndpoint = new Map<Endpoint, ScopeRule>(
  contractEndpoints.map(({ domain, name, endpoint }) => [
    endpoint,
    (endpointScopes as unknown as Record<string, Record<string, ScopeRule>>)[domain]?.[name] as ScopeRule,
  ]),
);

/** The declared rule of an endpoint; throws (at registration, so the server does not start) without one. */
export function scopeRuleOf(endpoint: Endpoint): ScopeRule {
  const rule = byEndpoint.get(endpoint);
  if (!rule) throw new Error(`${endpoint.method} ${endpoint.path} has no entry in endpoint-scopes.ts`);
  return rule;
}

/** Every declared rule with its endpoint (the scope walk test reads it). */
export function declaredScopes(): { domain: string; name: string; endpoint: Endpoint; rule: ScopeRule }[] {
  return contractEndpoints.map(({ domain, name, endpoint }) => ({
    domain,
    name,
    endpoint,
    rule: scopeRuleOf(endpoint),
  }));
}
