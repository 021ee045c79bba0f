import type { Endpoint } from '@pmc/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { serverMessages } from '../messages.ts';
import { type FieldFault, fail, failFields } from './envelope-error.ts';

/** Deepest nesting a request body may have; the contract's deepest (organisation's propertyJson) is 3. */
export const MAX_BODY_DEPTH = 8;

/** Content types each body encoding accepts (sign-in also takes JSON, as API clients send it). */
const ACCEPTED_TYPES: Record<NonNullable<Endpoint['bodyEncoding']>, readonly string[]> = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded', 'application/json'],
  multipart: ['multipart/form-data'],
};

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schemas a value may meet once wrappers (optional, default, pipe, lazy, union) are taken off. */
function unwrap(schema: z.ZodType, found: z.ZodType[] = [], depth = 0): z.ZodType[] {
  const def = defOf(schema);
  if (depth > 20) return found;
  if (WRAPPERS.has(def.type) && def.innerType) return unwrap(def.innerType, found, depth + 1);
  if (def.type === 'pipe' && def.in) return unwrap(def.in, found, depth + 1);
  if (def.type === 'lazy' && def.getter) return unwrap(def.getter(), found, depth + 1);
  if (def.type === 'union' && def.options) {
    for (const option of def.options) unwrap(option, found, depth + 1);
    return found;
  }
  if (def.type === 'intersection' && def.left && def.right) {
    unwrap(def.left, found, depth + 1);
    unwrap(def.right, found, depth + 1);
    return found;
  }
  found.push(schema);
  return found;
}

/** True when an object schema takes keys it does not name (`z.looseObject`, a catchall). */
function isOpen(def: Def): boolean {
  return def.catchall !== undefined && defOf(def.catchall).type !== 'never';
}

/**
 * False when the value names, for a key the object schema declares as a literal (a union's discriminator),
 * a value the literal is not: that option is not the one the value means.
 */
function literalsMatch(def: Def, value: Record<string, unknown>): boolean {
  return Object.entries(def.shape ?? {}).every(([key, field]) => {
    const literals = unwrap(field).map(defOf);
    if (!Object.hasOwn(value, key) || !literals.every((d) => d.type === 'literal' && d.values)) return true;
    return literals.some((d) => d.values?.includes(value[key]));
  });
}

/** Dotted paths of the keys of `value` that its schema does not declare, at any depth. */
export function unknownKeys(schema: z.ZodType, value: unknown, path: string[] = []): string[] {
  if (value === null || typeof value !== 'object' || path.length > MAX_BODY_DEPTH) return [];
  const candidates = unwrap(schema);
  if (Array.isArray(value)) {
    const array = candidates.map(defOf).find((d) => d.type === 'array' && d.element);
    if (!array?.element) return [];
    const element = array.element;
    return value.flatMap((item, i) => unknownKeys(element, item, [...path, String(i)]));
  }
  const defs = candidates.map(defOf);
  const record = defs.find((d) => d.type === 'record' && d.valueType);
  const shaped = defs.filter((d) => d.type === 'object' && d.shape);
  // A discriminated union's body is checked against its chosen option only (a `filter` of the user list
  // may not carry a key of the history's); none matching, zod refuses it anyway, so keep them all.
  const chosen = shaped.filter((d) => literalsMatch(d, value as Record<string, unknown>));
  const objects = chosen.length > 0 ? chosen : shaped;
  if (objects.length === 0) {
    const valueType = record?.valueType;
    if (!valueType) return [];
    return Object.entries(value).flatMap(([key, item]) => unknownKeys(valueType, item, [...path, key]));
  }
  if (objects.some(isOpen) || record) return [];
  const found: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const fields = objects.flatMap((d) => (d.shape && Object.hasOwn(d.shape, key) ? [d.shape[key]] : []));
    if (fields.length === 0) {
      found.push([...path, key].join('.'));
      continue;
    }
    // Options of a union without a discriminator may declare the same key differently: a nested key is
    // unknown only when no option declares it.
    const [first, ...others] = fields.map((field) => unknownKeys(field as z.ZodType, item, [...path, key]));
    found.push(...(first ?? []).filter((unknown) => others.every((keys) => keys.includes(unknown))));
  }
  return found;
}

/** How deep a parsed body nests (a flat object is 1). Stops counting past the limit. */
function depthOf(value: unknown, depth = 0): number {
  if (value === null || typeof value !== 'object' || depth > MAX_BODY_DEPTH) return depth;
  let deepest = depth + 1;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depthOf(item, depth + 1));
  return deepest;
}

/**
 * Refuses a body the contract cannot mean, before any field is read: a content type the endpoint does
 * not take (code 415), a body that is no object (`null`, an array, a string), one nested deeper than any
 * contract object, and keys the contract does not declare (code 400 naming each one). Without this a
 * client's typo (`fullName` for `realName`) was stripped and answered "操作成功" while nothing changed.
 */
export function refuseUnexpectedBody(endpoint: Endpoint, req: FastifyRequest): void {
  if (endpoint.method === 'GET') return;
  const contentType = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  const accepted = ACCEPTED_TYPES[endpoint.bodyEncoding ?? 'json'];
  if (contentType && !accepted.includes(contentType)) throw fail(415, serverMessages.unsupportedMediaType);
  if (!endpoint.body || endpoint.bodyEncoding === 'multipart' || req.body === undefined) return;
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw failFields([{ path: 'body', descriptor: serverMessages.fieldInvalid }]);
  if (depthOf(body) > MAX_BODY_DEPTH)
    throw failFields([{ path: 'body', descriptor: serverMessages.bodyTooDeep }]);
  const faults: FieldFault[] = unknownKeys(endpoint.body, body).map((path) => ({
    path,
    // Named by its wire name: a key the contract does not know has no label to show.
    descriptor: { ...serverMessages.fieldUnknown, values: { name: path } },
  }));
  if (faults.length > 0) throw failFields(faults);
}
