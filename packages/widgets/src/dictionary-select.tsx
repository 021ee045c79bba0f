import { Select, type Translatable } from '@pmc/ui';
import { useEffect, useMemo, useState } from 'react';
import {
  type DictionaryItem,
  type DictionaryList,
  type DictionaryLoader,
  loadDictionaryOnce,
  onDictionaryCacheCleared,
} from './dictionary-cache.ts';
import type { TreeNode } from './tree-node.ts';
import { TreeSelect } from './tree-select.tsx';

export interface DictionarySelectProps {
  /** The dictionary type code (enCode), e.g. 'sex'. */
  enCode: string;
  /** Fetches a dictionary by code; answers are cached per loader and code. */
  loadDictionary: DictionaryLoader;
  /** Which item field is the value: its id (default) or its enCode. */
  valueKey?: 'id' | 'enCode';
  value: string | readonly string[] | null | undefined;
  onChange: (value: string[], items: DictionaryItem[]) => void;
  /** Tree dictionaries and `multiple` use a TreeSelect; flat single ones a Select. */
  multiple?: boolean;
  placeholder?: Translatable;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  'aria-label'?: string;
}

const toNodes = (items: readonly DictionaryItem[], key: 'id' | 'enCode'): TreeNode[] =>
  items.map((item) => ({
    id: (key === 'enCode' ? item.enCode : item.id) ?? item.id,
    fullName: item.fullName,
    children: item.children?.length ? toNodes(item.children, key) : undefined,
    isLeaf: !item.children?.length,
  }));

const flatten = (items: readonly DictionaryItem[]): DictionaryItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

/**
 * A select over a data dictionary, loaded once per code and shared by every select on the page.
 *
 * @example
 * <DictionarySelect aria-label="性别" enCode="sex" loadDictionary={api.dictionaryByCode}
 *   value={form.gender} onChange={([v]) => setGender(v)} />
 */
export function DictionarySelect({
  enCode,
  loadDictionary,
  valueKey = 'id',
  value,
  onChange,
  multiple = false,
  ...rest
}: DictionarySelectProps) {
  const [dictionary, setDictionary] = useState<DictionaryList>();
  // Bumped when this dictionary is cleared from the cache (it was edited): load it again.
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      onDictionaryCacheCleared((loader, code) => {
        if (loader === loadDictionary && (code === undefined || code === enCode)) setVersion((v) => v + 1);
      }),
    [loadDictionary, enCode],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reason to load again
  useEffect(() => {
    let live = true;
    loadDictionaryOnce(loadDictionary, enCode).then(
      (answer) => live && setDictionary(answer),
      () => live && setDictionary({ isTree: false, dictionaryList: [] }),
    );
    return () => {
      live = false;
    };
  }, [loadDictionary, enCode, version]);

  const items = useMemo(() => dictionary?.dictionaryList ?? [], [dictionary]);
  const nodes = useMemo(
    () => (dictionary ? toNodes(items, valueKey) : undefined),
    [dictionary, items, valueKey],
  );
  const itemsOf = (keys: string[]) => {
    const all = flatten(items);
    return keys.flatMap((k) => all.filter((item) => (valueKey === 'enCode' ? item.enCode : item.id) === k));
  };

  if (multiple || dictionary?.isTree) {
    return (
      <TreeSelect
        {...rest}
        nodes={nodes}
        value={value}
        multiple={multiple}
        searchable={items.length > 10}
        onChange={(keys) => onChange(keys, itemsOf(keys))}
      />
    );
  }
  const current = typeof value === 'string' ? value : value?.[0];
  return (
    <Select
      {...rest}
      value={current ?? ''}
      onValueChange={(key) => onChange([key], itemsOf([key]))}
      options={items.map((item) => ({
        value: (valueKey === 'enCode' ? item.enCode : item.id) ?? item.id,
        label: item.fullName,
      }))}
    />
  );
}
