import type { Endpoint, PathParamNames } from '@pmc/api-client/contract';
import type { z } from 'zod';

type FieldOf<S> = S extends z.ZodType ? Extract<keyof z.output<S>, string> : never;

/** Where a request carries the id a check reads: a path parameter, a query field or a body field. */
export type IdSource<E extends Endpoint> =
  | readonly ['params', PathParamNames<E['path']>]
  | readonly ['query', FieldOf<E['query']>]
  | readonly ['body', FieldOf<E['body']>];

/** Records that belong to an organisation, so data scope governs them. */
export type ScopedRecordKind = 'user' | 'organize' | 'position' | 'session';

/** The request names an existing record (or a list of them) that must lie inside the caller's scope. */
export interface RecordCheck<E extends Endpoint> {
  record: ScopedRecordKind;
  id: IdSource<E>;
  /** Only an administrator may act on an administrator (or on an administrator's session). */
  protectAdministrator?: true;
}

/** The request puts a record into an organisation (create, move): that organisation must be in scope. */
export interface PlacementCheck<E extends Endpoint> {
  organizeId: IdSource<E>;
  /** Index in `records` of the record being moved: leaving it where it is is no move, and passes. */
  moves?: number;
}

/**
 * How data scope governs one endpoint (declared in `endpoint-scopes.ts`, applied by the registrar):
 * - `public`: no session needed;
 * - `self`: acts on the caller's own session or profile only;
 * - `unscoped`: records with no organisation (dictionaries, areas, bill rules, roles, files): the
 *   endpoint's buttons alone decide;
 * - `filtered`: a list or selector; the handler narrows its rows with the `scope` it is given;
 * - `records`: the named records and placements are checked before the handler runs (403 outside the
 *   scope, 400 for a record that does not exist); `filtered` too when the answer is a list.
 */
export type ScopeRule<E extends Endpoint = Endpoint> =
  | { readonly scope: 'public' | 'self' | 'unscoped' | 'filtered' }
  | {
      readonly scope: 'records';
      readonly records?: readonly RecordCheck<E>[];
      readonly places?: readonly PlacementCheck<E>[];
    };
