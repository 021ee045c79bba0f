import { describe, expectTypeOf, it } from 'vitest';
import * as contract from '../contract/index.ts';
import type { DomainOfPath } from './group-by-domain.ts';
import { groupByDomain } from './group-by-domain.ts';

describe('groupByDomain types', () => {
  it('computes domains from literal paths', () => {
    expectTypeOf<
      DomainOfPath<'/api/permission/Organize/Department/Selector/{id}'>
    >().toEqualTypeOf<'department'>();
    expectTypeOf<DomainOfPath<'/api/permission/Organize/{id}'>>().toEqualTypeOf<'organize'>();
    expectTypeOf<DomainOfPath<'/admin-api/common/static'>>().toEqualTypeOf<'common'>();
  });

  it('keeps each endpoint typed under its domain', () => {
    const grouped = groupByDomain(contract);
    expectTypeOf(grouped.session.login).toEqualTypeOf<typeof contract.login>();
    // @ts-expect-error login is a session endpoint, not a user one
    grouped.user?.login;
  });
});
