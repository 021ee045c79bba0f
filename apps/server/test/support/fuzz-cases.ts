import type { NamedEndpoint } from '@pmc/api-client/contract';
import { z } from 'zod';

/**
 * Bad inputs derived from the contract. Each case changes one part of an endpoint's working request
 * (its sweep fixture): one path parameter, one query field, one body field, or the body as a whole.
 * `invalid` cases break a rule every input shares (control characters, length, type, sort whitelist,
 * a body that is no JSON or multipart at all), so the server must refuse them; the others (SQL,
 * prototype names, emoji, markup) may be accepted or refused, but never answer code 500.
 */
export interface FuzzCase {
  key: string;
  where: 'params' | 'query' | 'body' | 'raw';
  field: string;
  label: string;
  invalid: boolean;
  /** Replaces the field's value (undefined for `raw` cases). */
  value?: unknown;
  /** `raw`: the body as sent, with its content type. */
  raw?: { payload: string | Buffer; contentType: string };
}

interface Bad {
  label: string;
  value: unknown;
  invalid: boolean;
}

const HUGE = 'x'.repeat(200_000);
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype'];
const SQL = ["' OR '1'='1", '1; DROP TABLE users; --', '%_\\', '") union select 1 --', "$$'"];
const MAYBE_TEXT = [
  '😀👨‍👩‍👧 表情',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202eevil\u200b',
  '',
  '   ',
  '-1',
  '0',
  '9'.repeat(40),
  'x'.repeat(65),
  ...PROTOTYPE_NAMES,
  ...SQL,
];

/** Text a string field must refuse: control characters, a lone surrogate, 200,000 characters. */
const BAD_TEXT: Bad[] = [
  { label: 'NUL', value: 'a\u0000b', invalid: true },
  { label: 'bell', value: 'a\u0007b', invalid: true },
  { label: 'escape', value: '\u001b[31mred', invalid: true },
  { label: 'lone surrogate', value: 'a\ud800b', invalid: true },
  { label: 'huge', value: HUGE, invalid: true },
  ...MAYBE_TEXT.map((value) => ({
    label: `text ${JSON.stringify(value.slice(0, 20))}`,
    value,
    invalid: false,
  })),
];

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
};

/** The JSON types a schema accepts (`any` when it says nothing). */
function typesOf(schema: JsonSchema): Set<string> {
  const found = new Set<string>();
  const visit = (s: JsonSchema) => {
    if (s.anyOf) s.anyOf.forEach(visit);
    if (s.oneOf) s.oneOf.forEach(visit);
    if (s.type) for (const t of [s.type].flat()) found.add(t === 'integer' ? 'number' : t);
    if (s.const !== undefined) found.add(typeof s.const);
    if (s.enum) for (const v of s.enum) found.add(typeof v);
    if (!s.anyOf && !s.oneOf && !s.type && s.const === undefined && !s.enum) found.add('any');
  };
  visit(schema);
  return found;
}

function isInteger(schema: JsonSchema): boolean {
  return schema.type === 'integer' && !schema.anyOf;
}

/** Bad values for one field of a JSON body, given what its schema accepts. */
function badValuesFor(schema: JsonSchema): Bad[] {
  const types = typesOf(schema);
  if (types.has('any')) return BAD_TEXT.filter((b) => !b.invalid);
  const bad: Bad[] = [];
  if (types.has('string')) bad.push(...BAD_TEXT);
  if (!types.has('object')) bad.push({ label: 'object', value: { $gt: '' }, invalid: true });
  if (!types.has('array')) bad.push({ label: 'array', value: ['a'], invalid: true });
  if (!types.has('boolean') && !types.has('string'))
    bad.push({ label: 'boolean', value: true, invalid: true });
  if (!types.has('string')) {
    bad.push({ label: 'text for a number', value: 'abc', invalid: true });
    bad.push({ label: 'prototype name', value: 'constructor', invalid: true });
  } else if (!types.has('number')) bad.push({ label: 'number', value: 12345, invalid: true });
  if (enumOf(schema)) bad.push({ label: 'not one of the enum', value: 'abc', invalid: true });
  if (types.has('number')) {
    bad.push({ label: 'negative', value: -1, invalid: false });
    bad.push({ label: 'unsafe integer', value: 2 ** 60, invalid: isInteger(schema) });
    bad.push({ label: 'fraction', value: 1.5, invalid: isInteger(schema) });
  }
  if (types.has('array')) {
    const items = schema.items ?? (schema.anyOf ?? schema.oneOf ?? []).find((s) => s.type === 'array')?.items;
    const itemTypes = items ? typesOf(items) : new Set(['any']);
    if (itemTypes.has('string') && !itemTypes.has('any')) {
      bad.push({ label: 'NUL item', value: ['a\u0000'], invalid: true });
      bad.push({ label: 'huge item', value: [HUGE], invalid: true });
      bad.push({ label: 'object item', value: [{}], invalid: !itemTypes.has('object') });
    }
    bad.push({
      label: 'many items',
      value: Array.from({ length: 6000 }, (_, i) => String(i)),
      invalid: false,
    });
  }
  return bad;
}

/** The values of a text enum (`z.enum`, maybe optional), or undefined for any other field. */
function enumOf(schema: JsonSchema): unknown[] | undefined {
  const values = schema.enum ?? (schema.anyOf ?? []).find((s) => s.enum)?.enum;
  return values?.every((v) => typeof v === 'string') && !values.includes('abc') ? values : undefined;
}

/** Bad values for one query field: every value travels as text, a repeated field as a list. */
function badQueryValuesFor(name: string, schema: JsonSchema): Bad[] {
  const types = typesOf(schema);
  const bad: Bad[] = BAD_TEXT.map((b) => ({
    ...b,
    // A URL cannot carry a lone surrogate (encoding turns it into U+FFFD, which is fine text).
    invalid: b.invalid && b.label !== 'lone surrogate',
  }));
  if (types.has('number') && !types.has('string'))
    bad.push({ label: 'text for a number', value: 'abc', invalid: true });
  if (!types.has('array')) bad.push({ label: 'repeated', value: ['a', 'b'], invalid: true });
  if (enumOf(schema)) bad.push({ label: 'not one of the enum', value: 'abc', invalid: true });
  if (name === 'sidx') {
    for (const n of [...PROTOTYPE_NAMES, 'valueOf', 'noSuchColumn', 'id; drop table users'])
      bad.push({ label: `sort by ${n}`, value: n, invalid: true });
  }
  return bad;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  }) as JsonSchema;
}

const PATH_BAD: Bad[] = [
  { label: 'NUL', value: 'a\u0000', invalid: true },
  { label: 'bell', value: '\u0007', invalid: true },
  { label: 'huge', value: 'x'.repeat(100_000), invalid: true },
  { label: 'too long id', value: 'x'.repeat(65), invalid: true },
  ...['😀', '..', '-1', '0', ...PROTOTYPE_NAMES, ...SQL].map((value) => ({
    label: `param ${JSON.stringify(value)}`,
    value,
    invalid: false,
  })),
];

const MULTIPART = 'multipart/form-data; boundary=b';
/** Multipart bodies that are no upload at all (the first is the one that answered 500). */
const RAW_MULTIPART: FuzzCase['raw'][] = [
  { payload: '--b\r\n\r\n', contentType: MULTIPART },
  {
    payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    contentType: MULTIPART,
  },
  { payload: '--b--\r\n', contentType: MULTIPART },
  { payload: '', contentType: MULTIPART },
  { payload: 'garbage', contentType: 'multipart/form-data' },
  {
    payload:
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\nx\r\n--b--\r\n',
    contentType: MULTIPART,
  },
];
const RAW_JSON: FuzzCase['raw'][] = [
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '[1,2', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  {
    payload: '{"__proto__":{"isAdministrator":true},"constructor":{"prototype":{"polluted":1}}}',
    contentType: 'application/json',
  },
  { payload: 'a=b', contentType: 'text/plain' },
  // A body that is no object, nested past any contract object, or multipart to a JSON endpoint: these
  // answered "操作成功" while nothing changed.
  { payload: 'null', contentType: 'application/json' },
  { payload: `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`, contentType: 'application/json' },
  {
    payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
];

/**
 * Every case for one endpoint: its path parameters, query fields and body fields one at a time, and
 * whole bodies that are broken (truncated JSON or multipart, not an object, prototype keys).
 */
export function fuzzCasesFor({ domain, name, endpoint }: NamedEndpoint): FuzzCase[] {
  const key = `${domain}.${name}`;
  const cases: FuzzCase[] = [];
  for (const param of endpoint.pathParams)
    for (const b of PATH_BAD)
      cases.push({ key, where: 'params', field: param, label: b.label, invalid: b.invalid, value: b.value });
  const query = endpoint.query ? jsonSchemaOf(endpoint.query) : undefined;
  for (const [field, schema] of Object.entries(query?.properties ?? {}))
    for (const b of badQueryValuesFor(field, schema))
      cases.push({ key, where: 'query', field, label: b.label, invalid: b.invalid, value: b.value });
  if (cases.length === 0 && !endpoint.body)
    // An endpoint that takes no input still meets some: fields it does not know are ignored, not a 500.
    for (const b of BAD_TEXT.slice(0, 5))
      cases.push({
        key,
        where: 'query',
        field: 'unexpected',
        label: `unexpected ${b.label}`,
        invalid: false,
        value: b.value,
      });
  if (endpoint.bodyEncoding === 'multipart') {
    for (const raw of RAW_MULTIPART)
      cases.push({ key, where: 'raw', field: 'body', label: 'broken multipart', invalid: true, raw });
    return cases;
  }
  const body = endpoint.body ? jsonSchemaOf(endpoint.body) : undefined;
  for (const [field, schema] of Object.entries(body?.properties ?? {})) {
    const bad = endpoint.bodyEncoding === 'form' ? badQueryValuesFor(field, schema) : badValuesFor(schema);
    for (const b of bad)
      cases.push({ key, where: 'body', field, label: b.label, invalid: b.invalid, value: b.value });
    const nested = schema.properties ?? (schema.anyOf ?? []).find((s) => s.properties)?.properties;
    for (const [inner, innerSchema] of Object.entries(nested ?? {}))
      for (const b of badValuesFor(innerSchema).slice(0, 6))
        cases.push({
          key,
          where: 'body',
          field: `${field}.${inner}`,
          label: b.label,
          invalid: b.invalid,
          value: b.value,
        });
  }
  if (endpoint.body)
    // A key the contract does not declare (a client's typo) is refused, naming it.
    cases.push({
      key,
      where: 'body',
      field: 'zzUnknownKey',
      label: 'unknown key',
      invalid: true,
      value: 'x',
    });
  if (endpoint.body && endpoint.bodyEncoding !== 'form')
    for (const raw of RAW_JSON) {
      // A body of prototype keys only is no fault when every field is optional: it must just not pollute.
      const invalid = !String(raw?.payload).includes('__proto__');
      cases.push({
        key,
        where: 'raw',
        field: 'body',
        label: `raw ${String(raw?.payload).slice(0, 12)}`,
        invalid,
        raw,
      });
    }
  return cases;
}

/** mulberry32: a small seeded generator, so a failing run can be repeated with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` cases over every endpoint in a seeded order: round r takes the r-th case of each endpoint
 * (endpoints shuffled per round), so even a short run reaches every route; past the last case the
 * rounds start again (the same inputs meet other records and state).
 */
export function fuzzPlan(endpoints: NamedEndpoint[], count: number, seed: number): FuzzCase[] {
  const random = seededRandom(seed);
  const shuffle = <T>(list: T[]) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j] as T, list[i] as T];
    }
    return list;
  };
  const perEndpoint = endpoints.map((e) => shuffle(fuzzCasesFor(e))).filter((cases) => cases.length > 0);
  const rounds = Math.max(0, ...perEndpoint.map((cases) => cases.length));
  const plan: FuzzCase[] = [];
  for (let round = 0; rounds > 0 && plan.length < count; round++) {
    for (const cases of shuffle([...perEndpoint])) {
      const next = cases[round % rounds];
      if (next) plan.push(next);
      if (plan.length >= count) break;
    }
  }
  return plan;
}
