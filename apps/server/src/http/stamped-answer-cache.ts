/** An answer as JSON text and the change counter the database showed when it was built. */
export interface StampedAnswer {
  stamp: string;
  json: string;
}

/**
 * Answers kept to be sent again while the database's change counter still shows the stamp they were
 * built at: the database compares the stamp in the statement that checks the session, so a change
 * committed by any instance is seen by the next request. Bounded by the bytes of JSON held; the least
 * recently used answer goes first. `maxBytes` 0 keeps nothing.
 */
export class StampedAnswerCache {
  readonly #entries = new Map<string, StampedAnswer>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The answer held for `key`, now the most recently used. */
  get(key: string): StampedAnswer | undefined {
    const found = this.#entries.get(key);
    if (found) {
      this.#entries.delete(key);
      this.#entries.set(key, found);
    }
    return found;
  }

  set(key: string, answer: StampedAnswer): void {
    this.delete(key);
    // JS strings are UTF-16: two bytes a character is what the heap holds.
    const bytes = (key.length + answer.json.length) * 2;
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, answer);
    this.#bytes += bytes;
    for (const [oldest, held] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= (oldest.length + held.json.length) * 2;
    }
  }

  delete(key: string): void {
    const held = this.#entries.get(key);
    if (!held) return;
    this.#entries.delete(key);
    this.#bytes -= (key.length + held.json.length) * 2;
  }
}
