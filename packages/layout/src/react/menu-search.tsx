import { loadPinyin, type PinyinConverter } from '@pmc/i18n/pinyin';
import { cn } from '@pmc/ui';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import type { LayoutMenuEntry } from '../menu-entry.ts';
import { layoutMessages } from '../messages.ts';
import { useLayoutLocale, useLayoutT } from './i18n-bridge.tsx';
import { LineIcon } from './line-icon.tsx';
import { type MenuNavigation, useMenuActivate } from './use-menu-activate.ts';

type SearchEngine = typeof import('../menu-search.ts').createMenuSearch;

export interface MenuSearchProps extends MenuNavigation {
  menu: readonly LayoutMenuEntry[];
  /** Provide a converter (or null for none) instead of loading pinyin-pro on first focus. */
  toPinyin?: PinyinConverter | null;
}

/**
 * The header's menu search: an ARIA combobox over a listbox of matching pages (titles, paths, pinyin
 * and pinyin initials). Up/Down move, Enter opens, Escape clears.
 *
 * @example
 * <MenuSearch menu={menuList} onNavigate={navigate} />
 */
export function MenuSearch({ menu, toPinyin, ...nav }: MenuSearchProps) {
  const t = useLayoutT();
  const { locale } = useLayoutLocale();
  const activate = useMenuActivate(nav);
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState<PinyinConverter | null>(null);
  const [wantPinyin, setWantPinyin] = useState(false);
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const converter = toPinyin === undefined ? loaded : toPinyin;

  // fuse.js comes with the first focus, like pinyin: most visits never search, and it is 8 KB gzip.
  useEffect(() => {
    if (!wantPinyin || engine) return;
    let live = true;
    void import('../menu-search.ts').then((module) => live && setEngine(() => module.createMenuSearch));
    return () => {
      live = false;
    };
  }, [wantPinyin, engine]);

  useEffect(() => {
    if (!wantPinyin || toPinyin !== undefined || loaded) return;
    let live = true;
    loadPinyin().then(
      (fn) => live && setLoaded(() => fn),
      () => undefined, // search still works on titles and paths
    );
    return () => {
      live = false;
    };
  }, [wantPinyin, toPinyin, loaded]);

  const search = useMemo(
    () => engine?.(menu, { locale, toPinyin: converter ?? undefined }),
    [engine, menu, locale, converter],
  );
  const results = useMemo(() => search?.search(query) ?? [], [search, query]);
  const expanded = open && query.trim() !== '';
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  const choose = (i: number) => {
    const item = results[i];
    if (!item) return;
    activate(item.entry);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setIndex((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(index);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setQuery('');
      setOpen(false);
    }
  };

  return (
    <div className={cn('pmc-menu-search', expanded && 'is-open')}>
      <LineIcon className="pmc-menu-search__icon" size={16}>
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </LineIcon>
      <input
        type="search"
        role="combobox"
        className="pmc-menu-search__input"
        aria-label={t(layoutMessages.search)}
        placeholder={t(layoutMessages.searchPlaceholder)}
        aria-expanded={expanded && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && results[index] ? optionId(index) : undefined}
        maxLength={32}
        value={query}
        onFocus={() => {
          setWantPinyin(true);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setIndex(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t(layoutMessages.search)}
        className="pmc-menu-search__list"
        hidden={!expanded || results.length === 0}
      >
        {expanded
          ? results.map((item, i) => (
              <div
                key={item.id}
                tabIndex={-1}
                id={optionId(i)}
                role="option"
                aria-selected={i === index}
                className={cn('pmc-menu-search__option', i === index && 'is-active')}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setIndex(i)}
                onClick={() => choose(i)}
                onKeyDown={() => undefined}
              >
                <span className="pmc-menu-search__title">{item.title}</span>
                <span className="pmc-menu-search__trail">{[...item.trail, item.path].join(' / ')}</span>
              </div>
            ))
          : null}
      </div>
      {/* Outside the listbox, which may only hold options; announced politely. */}
      <div
        className="pmc-menu-search__empty"
        role="status"
        hidden={!expanded || !search || results.length > 0}
      >
        {expanded && search && results.length === 0 ? t(layoutMessages.searchEmpty) : ''}
      </div>
    </div>
  );
}
