import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileMessageOrThrow } from './compile-message.ts';
import type { Catalog } from './define-catalog.ts';

const TRANSLATIONS = ['en', 'zhtw'] as const;

function collectArguments(tokens: CompiledMessage, into: Set<string>): void {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format)) {
        if (key !== 'offset' && Array.isArray(choice)) collectArguments(choice as CompiledMessage, into);
      }
    }
  }
}

/** The argument names a message uses, or the parse error. */
function argumentsOf(message: string): { names: Set<string> } | { error: string } {
  try {
    const names = new Set<string>();
    collectArguments(compileMessageOrThrow(message), names);
    return { names };
  } catch (error) {
    return { error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'invalid' };
  }
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const list = (names: Set<string>) => (names.size ? [...names].map((n) => `{${n}}`).join(' ') : 'none');

/**
 * Everything wrong with a catalogue, one line each (an empty array means complete): an en or zhtw
 * translation missing for a zh id, an en or zhtw id no zh source has, an empty text, a message that
 * is not valid ICU, and a translation whose placeholders differ from its source. The build runs it
 * over every package's exported `*Catalog`.
 *
 * @example
 * catalogProblems({ zh: { 'a.x': '无数据' }, en: {}, zhtw: { 'a.x': '無資料' } });
 * // ["en: missing translation of 'a.x' (无数据)"]
 */
export function catalogProblems(catalog: Catalog): string[] {
  const problems: string[] = [];
  const sources = new Map<string, Set<string>>();
  const zh = catalog.zh ?? {};
  if (!catalog.zh) problems.push('zh: the catalogue has no zh source messages');
  for (const [id, text] of Object.entries(zh)) {
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`zh: '${id}' is empty`);
      continue;
    }
    const parsed = argumentsOf(text);
    if ('error' in parsed) problems.push(`zh: '${id}' is not a valid ICU message (${parsed.error})`);
    else sources.set(id, parsed.names);
  }
  for (const locale of TRANSLATIONS) {
    const translations = catalog[locale] ?? {};
    if (!catalog[locale]) problems.push(`${locale}: the catalogue has no ${locale} translations`);
    for (const [id, text] of Object.entries(zh)) {
      if (!Object.hasOwn(translations, id))
        problems.push(`${locale}: missing translation of '${id}' (${text})`);
    }
    for (const [id, text] of Object.entries(translations)) {
      if (!Object.hasOwn(zh, id)) {
        problems.push(`${locale}: '${id}' has no zh source`);
        continue;
      }
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${locale}: '${id}' is empty`);
        continue;
      }
      const parsed = argumentsOf(text);
      const source = sources.get(id);
      if ('error' in parsed) problems.push(`${locale}: '${id}' is not a valid ICU message (${parsed.error})`);
      else if (source && !sameSet(source, parsed.names)) {
        problems.push(
          `${locale}: '${id}' uses placeholders ${list(parsed.names)} but the source has ${list(source)}`,
        );
      }
    }
  }
  return problems;
}
