import type { PGlite } from '@electric-sql/pglite';
import {
  exchange,
  type Message,
  type Parsers,
  parameterTypes,
  type Results,
  type RowMode,
  resultsOf,
  send,
  serialize,
  throwError,
} from './pglite-messages.ts';

export interface StatementOptions {
  rowMode?: RowMode | undefined;
  parsers?: Parsers | undefined;
  serializers?: Record<number, (value: unknown) => string> | undefined;
}

// A text seen once is described (its parameter types kept, so its values are written as PGlite's `query()`
// writes them); seen again it becomes a named statement, parsed and planned once. Names stay as long as
// the session, so they are capped, and a very long text (a bulk insert of many rows) is never named.
const MAX_NAMED = 1_000;
const MAX_NAMED_TEXT = 16_384;
const MAX_DESCRIBED_CHARS = 4_000_000;

interface Shape {
  types: number[];
  name?: string;
}

interface Registry {
  shapes: Map<string, Shape>;
  named: number;
  describedChars: number;
}

// Named statements belong to the PGlite session: one registry per client, whoever runs statements on it.
const registries = new WeakMap<PGlite, Registry>();

function registryOf(client: PGlite): Registry {
  let registry = registries.get(client);
  if (!registry) {
    registry = { shapes: new Map(), named: 0, describedChars: 0 };
    registries.set(client, registry);
  }
  return registry;
}

function valuesOf(params: readonly unknown[], types: number[], client: PGlite, options: StatementOptions) {
  return params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const type = types[i] as number;
    const write = options.serializers?.[type] ?? client.serializers[type];
    return write ? write(value) : String(value);
  });
}

const executePortal = [serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];

/**
 * Runs one statement on PGlite as its `query()` does (the same parameter writing and row parsing) in one
 * or two crossings into the WebAssembly module instead of six, and as a named statement once its text
 * came back. The caller holds PGlite's locks (`exclusively`).
 */
export async function runStatement(
  client: PGlite,
  text: string,
  params: readonly unknown[],
  options: StatementOptions = {},
): Promise<Results> {
  const registry = registryOf(client);
  const shape = registry.shapes.get(text);
  let messages: Message[];
  if (shape?.name) {
    const bind = serialize.bind({
      statement: shape.name,
      values: valuesOf(params, shape.types, client, options),
    });
    messages = await exchange(client, [bind, ...executePortal]);
  } else if (shape && registry.named < MAX_NAMED && text.length <= MAX_NAMED_TEXT) {
    const name = `pmc_driver_${registry.named + 1}`;
    registry.named += 1;
    const bind = serialize.bind({ statement: name, values: valuesOf(params, shape.types, client, options) });
    messages = await send(client, [serialize.parse({ name, text }), bind, ...executePortal]);
    // The name exists unless the parse itself failed (then its error came first).
    if (messages[0]?.name === 'parseComplete') shape.name = name;
    throwError(messages);
  } else {
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
    if (!shape) remember(registry, text, types);
    const bind = serialize.bind({ values: valuesOf(params, types, client, options) });
    messages = await exchange(client, [bind, ...executePortal]);
  }
  return resultsOf(messages, client.parsers, options);
}

function remember(registry: Registry, text: string, types: number[]) {
  if (registry.describedChars + text.length > MAX_DESCRIBED_CHARS) {
    for (const [known, shape] of registry.shapes) if (!shape.name) registry.shapes.delete(known);
    registry.describedChars = 0;
  }
  registry.shapes.set(text, { types });
  registry.describedChars += text.length;
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
