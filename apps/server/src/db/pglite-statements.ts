import type { PGlite } from '@electric-sql/pglite';
import {
  exchange,
  executeParts,
  type Parsers,
  parameterTypes,
  type Results,
  type RowMode,
  resultsOf,
  send,
  serialize,
} from './pglite-messages.ts';

export interface StatementOptions {
  /** A statement its caller named (db/named-query.ts): parsed once under the name and its plan kept. */
  name?: string | undefined;
  rowMode?: RowMode | undefined;
  parsers?: Parsers | undefined;
  serializers?: Record<number, (value: unknown) => string> | undefined;
}

// The parameter types of the texts seen, so their values are written as PGlite's `query()` writes them
// (JSON, booleans, dates, arrays by type) without asking again. Bounded by the texts' length (a bulk insert
// of many rows is a long text); forgotten all at once when full.
const MAX_DESCRIBED_CHARS = 4_000_000;

// A plain INSERT ... VALUES has one plan whatever its values, so one that comes back is named by this
// module (parsed and planned once: a role's insert cost 0.2 ms of planning a call); bounded, since each
// number of rows is another text.
const MAX_INSERT_NAMES = 500;
const MAX_INSERT_TEXT = 16_384;
const PLAIN_INSERT = /^insert into "?\w+"? \([^)]*\) values \(/i;

interface Registry {
  types: Map<string, number[]>;
  chars: number;
  /** Named statements parsed in the session, with their parameter types. */
  named: Map<string, number[]>;
  /** The plain inserts this module named, by text. */
  inserts: Map<string, string>;
}

const registries = new WeakMap<PGlite, Registry>();

function registryOf(client: PGlite): Registry {
  let registry = registries.get(client);
  if (!registry) {
    registry = { types: new Map(), chars: 0, named: new Map(), inserts: new Map() };
    registries.set(client, registry);
  }
  return registry;
}

/**
 * Parses `text` under `name` in PGlite's session unless it was already (names belong to the session, so
 * to the client, whoever asks), and answers its parameter types. The caller holds PGlite's locks.
 */
export async function prepareNamed(client: PGlite, name: string, text: string): Promise<number[]> {
  const registry = registryOf(client);
  const known = registry.named.get(name);
  if (known) return known;
  const types = parameterTypes(
    await exchange(client, [
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
  );
  registry.named.set(name, types);
  return types;
}

function valuesOf(params: readonly unknown[], types: number[], client: PGlite, options: StatementOptions) {
  return params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const type = types[i] as number;
    const write = options.serializers?.[type] ?? client.serializers[type];
    return write ? write(value) : String(value);
  });
}

/**
 * Runs one statement on PGlite as its `query()` does (the same parameter writing and row parsing) in one
 * crossing into the WebAssembly module, two the first time a text is seen (its parameter types are asked
 * for), instead of six. Planned for its values on every call unless its caller named it, as on
 * PostgreSQL (a plan kept for one value can be wrong for another: a date range, the subtree of one
 * department or of a thousand), or it is a plain insert seen before. The caller holds PGlite's locks
 * (`exclusively`).
 */
export async function runStatement(
  client: PGlite,
  text: string,
  params: readonly unknown[],
  options: StatementOptions = {},
): Promise<Results> {
  const execute = (statement: string | undefined, types: number[]) =>
    executeParts(statement, valuesOf(params, types, client, options));
  const registry = registryOf(client);
  const name = options.name ?? registry.inserts.get(text);
  if (name) {
    const types = await prepareNamed(client, name, text);
    return resultsOf(await exchange(client, execute(name, types)), client.parsers, options);
  }
  const known = registry.types.get(text);
  if (
    known &&
    registry.inserts.size < MAX_INSERT_NAMES &&
    text.length <= MAX_INSERT_TEXT &&
    PLAIN_INSERT.test(text) &&
    !/\bselect\b/i.test(text)
  ) {
    const insert = `pmc_insert_${registry.inserts.size + 1}`;
    registry.inserts.set(text, insert);
    const types = await prepareNamed(client, insert, text);
    return resultsOf(await exchange(client, execute(insert, types)), client.parsers, options);
  }
  if (known)
    return resultsOf(
      await exchange(client, [serialize.parse({ text }), ...execute(undefined, known)]),
      client.parsers,
      options,
    );
  let types: number[];
  try {
    types = parameterTypes(
      await exchange(client, [serialize.parse({ text }), serialize.describe({ type: 'S' })]),
    );
  } catch (error) {
    // Without a Sync PostgreSQL skips every message until one comes.
    await send(client, [serialize.sync()]);
    throw error;
  }
  if (registry.chars + text.length > MAX_DESCRIBED_CHARS) {
    registry.types.clear();
    registry.chars = 0;
  }
  registry.types.set(text, types);
  registry.chars += text.length;
  return resultsOf(await exchange(client, execute(undefined, types)), client.parsers, options);
}

/**
 * Runs `work` holding PGlite's locks: its transaction lock (so it never runs inside another caller's
 * transaction) unless `inTransaction` (the caller's own transaction holds it), then its query lock.
 */
export function exclusively<T>(client: PGlite, work: () => Promise<T>, inTransaction = false): Promise<T> {
  return inTransaction
    ? client._runExclusiveQuery(work)
    : client._runExclusiveTransaction(() => client._runExclusiveQuery(work));
}
