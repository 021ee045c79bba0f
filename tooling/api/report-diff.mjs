// How two API reports differ: a unified diff to show, and the code lines removed and added to judge the
// change by. Comments (api-extractor's `// @public`, `// (undocumented)`), blank lines and the Markdown
// around the code are left out of the judgement: documenting an export changes no signature.
import { createTwoFilesPatch, diffArrays } from 'diff';

/** The report's code lines: inside the ```ts fence, not blank, not a `//` comment. */
export function codeLines(text) {
  const lines = [];
  let inCode = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode && line.startsWith('```ts');
    else if (inCode && line.trim() !== '' && !line.trimStart().startsWith('//')) lines.push(line.trimEnd());
  }
  return lines;
}

/**
 * @param {string} before the released report ('' when the entry point is new)
 * @param {string} after the current report ('' when the entry point is gone)
 * @returns {{ removed: string[], added: string[] }} code lines of `before` removed or altered, and new ones
 */
export function apiChange(before, after) {
  const removed = [];
  const added = [];
  for (const part of diffArrays(codeLines(before), codeLines(after))) {
    if (part.removed) removed.push(...part.value);
    else if (part.added) added.push(...part.value);
  }
  return { removed, added };
}

/** A unified diff of two texts (three lines of context), '' when they are equal. */
export function unifiedDiff(before, after, { from = 'committed', to = 'built' } = {}) {
  if (before === after) return '';
  return createTwoFilesPatch(from, to, before, after, undefined, undefined, { context: 3 })
    .split('\n')
    .filter((line) => !/^(Index: |=+$)/.test(line))
    .join('\n');
}
