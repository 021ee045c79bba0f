import type { AnyEndpoint } from '../client/index.ts';

/** `METHOD /path` with every placeholder written `{}`, so rules do not depend on placeholder names. */
export function routeOf(endpoint: Pick<AnyEndpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path.replace(/\{[^}]*\}/g, '{}')}`;
}

/**
 * Reads sent as POST (docs/guide/api.md#users: the IM user selector and getUserList take a body). Kept in
 * step with the type-level rule `IsRead` in create-api-queries.ts.
 */
export function isReadEndpoint(endpoint: AnyEndpoint): boolean {
  if (endpoint.response === 'blob') return false;
  if (endpoint.method === 'GET') return true;
  return endpoint.method === 'POST' && /\/Selector(\/|$)|\/getUserList$/.test(endpoint.path);
}

/**
 * A list read once and kept (docs/guide/entities-and-states.md#cached-lists), refreshed after a change under
 * one of `refreshOn`.
 */
export interface CachedList {
  /** The read, as `routeOf` writes it, e.g. 'GET /api/permission/Position/All'. */
  read: string;
  /** Path prefixes whose changes alter the list. */
  refreshOn: readonly string[];
}

/**
 * docs/guide/entities-and-states.md#cached-lists: the dictionary, position, role, user and print-template
 * lists.
 */
export const CACHED_LISTS: readonly CachedList[] = [
  {
    read: 'GET /api/system/DictionaryData/All',
    refreshOn: ['/api/system/DictionaryData', '/api/system/DictionaryType'],
  },
  { read: 'GET /api/permission/Position/All', refreshOn: ['/api/permission/Position'] },
  { read: 'GET /admin-api/common/role_all', refreshOn: ['/admin-api/system/role', '/api/system/Role'] },
  { read: 'GET /api/permission/Users/All', refreshOn: ['/admin-api/system/user', '/api/permission/Users'] },
  { read: 'GET /api/system/printDev/Selector', refreshOn: ['/api/system/printDev'] },
];

/**
 * What a change touches beyond its own domain, or instead of it. A target is a domain name or a read
 * as `routeOf` writes it. An empty list: the change alters nothing the client reads.
 */
export const INVALIDATION_RULES: Readonly<Record<string, readonly string[]>> = {
  // a new session must not see the previous user's menus and permissions
  'POST /admin-api/login': ['GET /admin-api/current_user'],
  'POST /admin-api/login/second_step': ['GET /admin-api/current_user'],
  'POST /admin-api/logout': [],
  'POST /api/oauth/LockScreen': [],
  'POST /admin-api/update_current_user_info': ['GET /admin-api/current_user'],
  'POST /admin-api/system/auth/update_password': [],
  'POST /api/permission/Users/Current/Actions/ModifyPasswordnocode': [],
  'POST /admin-api/system/user/reset_password/{}': [],
  // a reveal answers one value and changes no record
  'POST /admin-api/system/user/{}/personal': [],
  // ending my sessions changes my session list and the administrator's online users, not my profile
  'DELETE /api/permission/Users/Current/Sessions/{}': [
    'GET /api/permission/Users/Current/Sessions',
    'onlineUser',
  ],
  'POST /api/permission/Users/Current/Sessions/Actions/EndOthers': [
    'GET /api/permission/Users/Current/Sessions',
    'onlineUser',
  ],
  // the signed-in user's own permissions may be among those synchronised
  'POST /admin-api/system/role/sync_permission/{}': ['role', 'GET /admin-api/current_user'],
};

/**
 * Domains whose reads show each other's data: departments are organisation nodes; dictionary data
 * is looked up by its type (renaming or deleting a type changes the data lists).
 */
export const RELATED_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  organize: ['department'],
  department: ['organize'],
  dictionaryType: ['dictionaryData'],
};
