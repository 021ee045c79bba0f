import { randomBytes } from 'node:crypto';

let last = 0n;

/**
 * A new 18-19 digit id ordered by creation time, as this family of backends uses
 * (milliseconds << 20 plus a random tail, strictly increasing within a process).
 */
export function newId(): string {
  const rand = BigInt(randomBytes(3).readUIntBE(0, 3) & 0xfffff);
  let id = (BigInt(Date.now()) << 20n) | rand;
  if (id <= last) id = last + 1n;
  last = id;
  return id.toString();
}
