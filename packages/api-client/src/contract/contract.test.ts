import { describe, expect, it } from 'vitest';
import { contract, contractEndpoints } from './contract.ts';

describe('contract', () => {
  it('declares each method and path once', () => {
    const keys = contractEndpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(90);
  });

  it('lists the calls of the API guide with their exact paths', () => {
    const keys = new Set(contractEndpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`));
    for (const key of [
      'POST /admin-api/login',
      'GET /admin-api/captcha',
      'POST /api/oauth/LockScreen',
      'GET /api/system/Area/{id}/Info',
      'PUT /api/system/DictionaryData/{id}/Actions/State',
      'GET /api/system/DictionaryData/{id}/Action/Export',
      'POST /admin-api/system/role/sync_permission/{id}',
      'GET /api/permission/DepartMachine/GetMerchantByDepartId',
      'POST /api/permission/Users/ImUser/Selector/{id}',
      'GET /api/file/Download/{type}/{fileId}',
    ]) {
      expect(keys, key).toContain(key);
    }
  });

  it('names path parameters from the placeholders', () => {
    expect(contract.file.download.pathParams).toEqual(['type', 'fileId']);
    for (const { endpoint } of contractEndpoints) {
      expect(endpoint.pathParams.length).toBe((endpoint.path.match(/\{/g) ?? []).length);
    }
  });

  it('guards every change behind a button or a session', () => {
    for (const { domain, name, endpoint } of contractEndpoints) {
      if (endpoint.method === 'GET') continue;
      const auth = endpoint.auth;
      const guarded = auth === 'session' || (typeof auth === 'object' && Boolean(auth.button));
      // Both steps of the sign-in are public: the caller has no session yet.
      const isSignIn = domain === 'session' && (name === 'login' || name === 'secondStep');
      expect(guarded || isSignIn, `${domain}.${name}`).toBe(true);
    }
  });
});
