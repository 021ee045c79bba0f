import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '../../../app/queries.ts';

/** The role-type dictionary ('roleType'): its items as select options and a name by item code. */
export function useRoleTypes() {
  const { data } = useQuery(queries.dictionaryData.all());
  return useMemo(() => {
    const items = data?.list.find((d) => d.enCode === 'roleType')?.dictionaryList ?? [];
    const names = new Map(items.map((item) => [item.enCode, item.fullName]));
    return {
      options: items.map((item) => ({ value: item.enCode, label: item.fullName })),
      nameOf: (code: string | null | undefined) => (code ? (names.get(code) ?? code) : ''),
    };
  }, [data]);
}
