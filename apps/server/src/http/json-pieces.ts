import { Readable } from 'node:stream';

/** Items of a long array written per piece; an array this long or longer is what makes an answer long. */
const ITEMS_PER_PIECE = 500;

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return (
    (prototype === Object.prototype || prototype === null) &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
};

/** Whether `value` holds an array of `items` or more, itself or in plain objects up to three deep. */
export function holdsLongArray(value: unknown, items = ITEMS_PER_PIECE, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 3) return false;
  if (Array.isArray(value)) return value.length >= items;
  if (!isPlainObject(value)) return false;
  return Object.values(value).some((member) => holdsLongArray(member, items, depth + 1));
}

/**
 * The JSON text of `value` (exactly `JSON.stringify(value)`) in pieces: a long array a few hundred
 * items at a time, everything else whole. An import preview of 100,000 rows was one string of about
 * 50 MB (two bytes a character once a name is Chinese), its UTF-8 copy and its compression, all at once.
 */
export function* jsonPieces(value: unknown): Generator<string> {
  if (value === null || typeof value !== 'object' || !holdsLongArray(value)) {
    // JSON.stringify answers undefined for undefined, functions and symbols: a member of an array is then null.
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let at = 0; at < value.length; at += ITEMS_PER_PIECE) {
      const text = JSON.stringify(value.slice(at, at + ITEMS_PER_PIECE));
      yield (at > 0 ? ',' : '') + text.slice(1, -1);
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonPieces(member);
  }
  yield '}';
}

/** Bytes a stream chunk gathers before it goes: the pieces between the long arrays are a few bytes each. */
const CHUNK_CHARS = 64 * 1024;

/** `jsonPieces` as a byte stream a reply can send, in chunks of about 64 KB. */
export function jsonStream(value: unknown): Readable {
  function* chunks() {
    let gathered = '';
    for (const piece of jsonPieces(value)) {
      gathered += piece;
      if (gathered.length >= CHUNK_CHARS) {
        yield Buffer.from(gathered);
        gathered = '';
      }
    }
    if (gathered !== '') yield Buffer.from(gathered);
  }
  return Readable.from(chunks(), { objectMode: false });
}
