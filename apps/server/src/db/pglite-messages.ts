import { type PGlite, protocol } from '@electric-sql/pglite';

/** A backend message as PGlite's protocol parser gives it. */
export interface Message {
  name: string;
  fields?: unknown[];
  text?: string;
  dataTypeIDs?: number[];
}

export interface Field {
  name: string;
  dataTypeID: number;
}

export type RowMode = 'array' | 'object';
export type Parsers = Record<number, (value: string, typeId: number) => unknown>;

/** A statement's answer in the shape of PGlite's `query()`, which Drizzle reads. */
export interface Results {
  rows: unknown[];
  fields: Field[];
  affectedRows: number;
  rowCount?: number;
  command?: string;
}

export const serialize = protocol.serialize;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Sends protocol messages to PGlite in one crossing into its WebAssembly module and answers what came
 * back, a database error among them (with a Sync among the messages the session is usable again). The
 * caller holds PGlite's locks. Nothing is synced to a file system: PGlite on Node writes its files as it
 * goes (syncing is for IndexedDB and OPFS).
 */
export async function send(client: PGlite, parts: Uint8Array[]): Promise<Message[]> {
  return (await client.execProtocolStream(concat(parts), {
    syncToFs: false,
    throwOnError: false,
  })) as Message[];
}

/** Throws the database error among the messages, if there is one. */
function throwError(messages: Message[]): Message[] {
  const error = messages.find((message) => message.name === 'error');
  if (error) throw error;
  return messages;
}

/** `send`, throwing the database error among the answers once all of them were read. */
export async function exchange(client: PGlite, parts: Uint8Array[]): Promise<Message[]> {
  return throwError(await send(client, parts));
}

/**
 * The rows of an answer, each value through the parser for its type: `parsers` first (Drizzle keeps dates
 * as text), then the client's. Looked up per column, where PGlite's `query()` copies its whole table of
 * 300-odd parsers into a new object on every call that brings parsers of its own.
 */
export function resultsOf(
  messages: Message[],
  clientParsers: Parsers,
  { rowMode = 'object', parsers }: { rowMode?: RowMode | undefined; parsers?: Parsers | undefined } = {},
): Results {
  let fields: Field[] = [];
  let columnParsers: (Parsers[number] | undefined)[] = [];
  const rows: unknown[] = [];
  const results: Results = { rows, fields, affectedRows: 0 };
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message.fields as Field[]).map(({ name, dataTypeID }) => ({ name, dataTypeID }));
      results.fields = fields;
      columnParsers = fields.map(({ dataTypeID }) => parsers?.[dataTypeID] ?? clientParsers[dataTypeID]);
    } else if (message.name === 'dataRow') {
      const values = (message.fields as (string | null)[]).map((value, i) => {
        const parse = columnParsers[i];
        return value === null ? null : parse ? parse(value, (fields[i] as Field).dataTypeID) : value;
      });
      if (rowMode === 'array') rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        values.forEach((value, i) => {
          row[(fields[i] as Field).name] = value;
        });
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      // "INSERT 0 3", "UPDATE 2", "SELECT 5", "BEGIN": PGlite counts the rows a write touched.
      const words = (message.text ?? '').split(' ');
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      results.command = words[0];
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0] ?? ''))
        results.affectedRows += count;
      if (!Number.isNaN(count)) results.rowCount = count;
    }
  }
  return results;
}

/**
 * Runs a parsed statement (`statement`, or the unnamed one) with its values written out: bind, describe,
 * execute, and a Sync, after which an error leaves the session usable.
 */
export function executeParts(statement: string | undefined, values: (string | null)[]): Uint8Array[] {
  return [
    serialize.bind({ statement, values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ];
}

/** The parameter types a Describe of a statement answered. */
export function parameterTypes(messages: Message[]): number[] {
  return messages.find((message) => message.name === 'parameterDescription')?.dataTypeIDs ?? [];
}
