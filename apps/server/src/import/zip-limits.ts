import { Unzip, UnzipInflate } from 'fflate';
import { fail } from '../http/envelope-error.ts';
import { serverMessages as m } from '../messages.ts';

/** What an uploaded workbook may expand to. A 100,000-row user sheet is about 75 MB of XML. */
export interface ZipLimits {
  /** Most bytes all entries may inflate to. */
  totalBytes: number;
  /** Most entries (an .xlsx has about ten). */
  entries: number;
  /** Largest inflated / compressed ratio of an entry past `ratioFloorBytes` (XML sheets reach about 20). */
  ratio: number;
  ratioFloorBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  totalBytes: 120 * 1024 ** 2,
  entries: 200,
  ratio: 200,
  ratioFloorBytes: 4 * 1024 ** 2,
};

interface DeclaredEntry {
  name: string;
  compressed: number;
  size: number;
}

/** The entries the zip's central directory declares (it sits at the end; nothing is inflated to read it). */
function declaredEntries(zip: Buffer): DeclaredEntry[] {
  // End of central directory: signature, then at +10 the entry count, +12 the directory size, +16 its offset.
  const floor = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= floor; at--)
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) throw fail(400, m.importUnreadable);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: DeclaredEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw fail(400, m.importUnreadable);
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      compressed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Refuses a workbook whose zip would expand past the limits (a zip bomb, an oversized sheet) with a 400
 * naming the problem, before any parser expands it in memory. The central directory's declared sizes
 * are checked first; then the entries are inflated as a stream into a counter (nothing kept), because a
 * crafted zip may declare sizes it does not have. ZIP64 (over 4 GB) is refused outright.
 */
export function assertZipWithinLimits(zip: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): void {
  const entries = declaredEntries(zip);
  if (entries.length > limits.entries) throw fail(400, m.importZipBomb);
  let declared = 0;
  for (const entry of entries) {
    if (entry.size === 0xffffffff || entry.compressed === 0xffffffff) throw fail(400, m.importZipBomb);
    declared += entry.size;
    const ratio = entry.size / Math.max(1, entry.compressed);
    if (entry.size > limits.ratioFloorBytes && ratio > limits.ratio) throw fail(400, m.importZipBomb);
  }
  if (declared > limits.totalBytes)
    throw fail(400, m.importSheetTooBig, { n: Math.round(limits.totalBytes / 1024 ** 2) });

  const allowed = new Map(entries.map((e) => [e.name, e.size]));
  let inflated = 0;
  const state: { refused: 'bomb' | 'broken' | null } = { refused: null };
  const unzip = new Unzip((file) => {
    const size = allowed.get(file.name);
    let own = 0;
    file.ondata = (error, chunk) => {
      if (state.refused) return;
      if (error) state.refused = 'broken';
      own += chunk?.length ?? 0;
      inflated += chunk?.length ?? 0;
      // More than the directory declared, or past the total: stop inflating at once.
      if (size === undefined || own > size || inflated > limits.totalBytes) {
        state.refused = 'bomb';
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Fed in slices so a refusal stops the work early.
    const slice = 256 * 1024;
    for (let at = 0; at < zip.length && !state.refused; at += slice)
      unzip.push(zip.subarray(at, at + slice), at + slice >= zip.length);
  } catch {
    state.refused ??= 'broken';
  }
  if (state.refused === 'bomb') throw fail(400, m.importZipBomb);
  if (state.refused === 'broken') throw fail(400, m.importUnreadable);
}
