import type { DictionaryItem as ContractItem } from '@pmc/api-client/contract';
import { clearDictionaryCache, type DictionaryList, type DictionaryLoader } from '@pmc/widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '../app/queries.ts';
import { queryClient } from '../app/query-client.ts';

/**
 * One dictionary by its type code, read from the cached DictionaryData/All list
 * (docs/guide/entities-and-states.md#cached-lists: filled once and reused, refreshed when a dictionary
 * changes). One function, so DictionarySelect's per-loader cache is shared by every form.
 */
export const loadDictionary: DictionaryLoader = async (enCode): Promise<DictionaryList> => {
  const { list } = await queryClient.fetchQuery(queries.dictionaryData.all());
  const found = list.find((d) => d.enCode === enCode);
  return found ?? { isTree: 0, dictionaryList: [] };
};

/**
 * After a dictionary changed (docs/guide/entities-and-states.md#cached-lists: the cached list is refreshed,
 * not kept stale): the list is read again, then the dictionaries of `enCodes` are forgotten by the selects'
 * cache, so every DictionarySelect showing one, on this page or a tab in the background, loads it afresh at
 * once.
 */
export async function refreshDictionaries(...enCodes: string[]): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: queries.dictionaryData.all().queryKey });
  for (const enCode of new Set(enCodes)) clearDictionaryCache(loadDictionary, enCode);
}

function collect(items: readonly ContractItem[], into: Map<string, string>): Map<string, string> {
  for (const item of items) {
    into.set(item.enCode, item.fullName);
    collect(item.children ?? [], into);
  }
  return into;
}

/**
 * A dictionary's item names by item code, for table cells (unknown codes show as they are).
 * @example
 * const natureName = useDictionaryNames('enterpriseNature');
 * natureName('06'); // '事业单位'
 */
export function useDictionaryNames(enCode: string): (code: string | null | undefined) => string {
  const { data } = useQuery(queries.dictionaryData.all());
  return useMemo(() => {
    const found = data?.list.find((d) => d.enCode === enCode);
    const names = collect(found?.dictionaryList ?? [], new Map());
    return (code) => (code ? (names.get(code) ?? code) : '');
  }, [data, enCode]);
}

/**
 * The history drawer's readings of dictionary-backed fields (`{ field: dictionary code }`): each stored
 * item code by its item's name (the drawer keeps the code as the tooltip; unknown codes show as they are).
 * @example
 * history={{ kind: 'position', values: useDictionaryHistoryValues({ type: 'positionType' }) }}
 */
export function useDictionaryHistoryValues(
  fields: Readonly<Record<string, string>>,
): Record<string, (value: unknown) => string> {
  const { data } = useQuery(queries.dictionaryData.all());
  const key = JSON.stringify(fields);
  // `key` stands for `fields`, a fresh object on each render of the page.
  return useMemo(() => {
    const readings: Record<string, (value: unknown) => string> = {};
    for (const [field, enCode] of Object.entries(fields)) {
      const found = data?.list.find((d) => d.enCode === enCode);
      const names = collect(found?.dictionaryList ?? [], new Map());
      readings[field] = (value) => names.get(String(value)) ?? String(value);
    }
    return readings;
  }, [data, key]);
}
