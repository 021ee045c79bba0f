// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as contract from '../contract/index.ts';
import { domainOf, groupByDomain } from './group-by-domain.ts';

describe('groupByDomain', () => {
  it('places SPEC 7 paths in their domains', () => {
    expect(domainOf('/admin-api/login')).toBe('session');
    expect(domainOf('/api/permission/Users/Current/Subordinate')).toBe('session');
    expect(domainOf('/api/permission/Users/All')).toBe('user');
    expect(domainOf('/api/permission/Organize/Department/Selector/{id}')).toBe('department');
    expect(domainOf('/api/permission/Organize/Depart/Auth/Selector')).toBe('department');
    expect(domainOf('/api/permission/Organize/{id}')).toBe('organize');
    expect(domainOf('/admin-api/common/role_all')).toBe('role');
    expect(domainOf('/admin-api/common/file/{type}')).toBe('file');
    expect(domainOf('/admin-api/common/static')).toBe('common');
    expect(domainOf('/api/system/printDev/Selector')).toBe('printDev');
  });

  it('groups the endpoint exports of the contract module and skips everything else', () => {
    const grouped = groupByDomain(contract);
    expect(grouped.session.login).toBe(contract.login);
    expect(grouped.session.getCurrentUser).toBe(contract.getCurrentUser);
    const all = Object.values(grouped).flatMap((group) => Object.values(group));
    expect(all.every((e) => typeof e.path === 'string')).toBe(true);
    expect(JSON.stringify(Object.keys(grouped.session))).not.toContain('Schema');
  });

  it('takes other rules', () => {
    const grouped = groupByDomain({ login: contract.login }, [['/admin-api', 'admin']] as const);
    expect(Object.keys(grouped)).toEqual(['admin']);
  });
});
