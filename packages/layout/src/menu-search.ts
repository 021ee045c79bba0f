import type { PinyinConverter } from '@pmc/i18n/pinyin';
import Fuse, { type IFuseOptions } from 'fuse.js';
import type { LayoutLocale, LayoutMenuEntry } from './menu-entry.ts';
import { flattenMenu, hasChildren, menuTitle } from './menu-model.ts';

/** One searchable menu page. */
export interface MenuSearchItem {
  id: string;
  title: string;
  path: string;
  /** Ancestor titles, for display (e.g. 系统管理 / 权限管理). */
  trail: string[];
  entry: LayoutMenuEntry;
  /** Every text the title weight applies to: title, zh title, pinyin, pinyin initials. */
  titles: string[];
}

/**
 * docs/guide/constants.md#menu-search: fuzzy threshold 0.4, title weight 0.7, path weight 0.3, pattern at
 * most 32.
 */
export const MENU_SEARCH_OPTIONS = {
  threshold: 0.4,
  titleWeight: 0.7,
  pathWeight: 0.3,
  maxPatternLength: 32,
} as const;

export interface MenuSearchOptions {
  locale?: LayoutLocale;
  /** Adds pinyin and initials of Chinese titles (see loadPinyin). */
  toPinyin?: PinyinConverter;
  /** Most results returned by a search (default 20). */
  limit?: number;
}

export interface MenuSearch {
  search(query: string): MenuSearchItem[];
  readonly items: readonly MenuSearchItem[];
}

/**
 * Indexes the visible menu pages (leaves, hidden ones excluded) for fuzzy search over titles and
 * paths, with pinyin and initials of the Chinese titles when a converter is given.
 *
 * @example
 * const search = createMenuSearch(menuList, { locale: 'zh', toPinyin: await loadPinyin() });
 * search.search('yhgl')[0]?.path; // '/system/user'
 */
export function createMenuSearch(
  menu: readonly LayoutMenuEntry[],
  options: MenuSearchOptions = {},
): MenuSearch {
  const { locale = 'zh', toPinyin, limit = 20 } = options;
  const items: MenuSearchItem[] = flattenMenu(menu)
    .filter((item) => !hasChildren(item.entry) && item.entry.type !== 'C')
    .map(({ entry, path, parents }) => {
      const title = menuTitle(entry, locale);
      const zh = menuTitle(entry, 'zh');
      const titles = [title];
      if (zh !== title) titles.push(zh);
      if (toPinyin) {
        const { full, initials } = toPinyin(zh);
        if (full) titles.push(full, initials);
      }
      return { id: entry.id, title, path, trail: parents.map((p) => menuTitle(p, locale)), entry, titles };
    });
  const fuseOptions: IFuseOptions<MenuSearchItem> = {
    threshold: MENU_SEARCH_OPTIONS.threshold,
    ignoreLocation: true,
    keys: [
      { name: 'titles', weight: MENU_SEARCH_OPTIONS.titleWeight },
      { name: 'path', weight: MENU_SEARCH_OPTIONS.pathWeight },
    ],
  };
  // Indexed once; each search hands Fuse the normalised records of its candidates (no re-indexing).
  const index = Fuse.createIndex<MenuSearchItem>(fuseOptions.keys ?? [], items).toJSON();
  const prepared = index.records.map((record) => {
    const titles = ((record.$?.[0] ?? []) as IndexedText[]).map((value) => ({
      value,
      chars: charsOf([value.v]),
    }));
    const path = record.$?.[1] as IndexedText | undefined;
    return { titles, path: path ? { value: path, chars: charsOf([path.v]) } : undefined };
  });
  return {
    items,
    search(query) {
      const pattern = query.trim().slice(0, MENU_SEARCH_OPTIONS.maxPatternLength);
      if (!pattern) return [];
      // A text can only score within the threshold if enough of the pattern's characters occur in it
      // (each allowed error spares at most one). Texts that cannot match are left out of what Fuse
      // scores, and items with none are skipped: Fuse ignores non-matching texts when it ranks, so the
      // results are exactly those of a full search, without bitap over texts that cannot match.
      const chars = [...pattern.toLowerCase()];
      const need = chars.length - Math.floor(MENU_SEARCH_OPTIONS.threshold * chars.length);
      const passes = (set: Set<string>) => {
        let hits = 0;
        for (const c of chars) if (set.has(c) && ++hits >= need) return true;
        return false;
      };
      const candidates: MenuSearchItem[] = [];
      const records: unknown[] = [];
      prepared.forEach(({ titles, path }, i) => {
        const keptTitles = titles.filter((t) => passes(t.chars)).map((t) => t.value);
        const keptPath = path && passes(path.chars) ? path.value : undefined;
        if (keptTitles.length === 0 && !keptPath) return;
        const fields: Record<string, unknown> = {};
        if (keptTitles.length) fields[0] = keptTitles;
        if (keptPath) fields[1] = keptPath;
        records.push({ i: candidates.length, $: fields });
        candidates.push(items[i]!);
      });
      if (candidates.length === 0) return [];
      const subset = Fuse.parseIndex<MenuSearchItem>({
        keys: index.keys,
        records: records as typeof index.records,
      });
      return new Fuse(candidates, fuseOptions, subset).search(pattern, { limit }).map((r) => r.item);
    },
  };
}

/** One indexed text as fuse.js serialises it (value, position in its array, field norm). */
interface IndexedText {
  v: string;
  i?: number;
  n: number;
}

function charsOf(texts: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const text of texts) for (const c of text.toLowerCase()) set.add(c);
  return set;
}
