import { useCallback, useState } from 'react';
import type { TableDensity } from '../table-density.ts';
import { readDensity, writeDensity } from './density-store.ts';
import { useKit } from './kit-context.tsx';

/**
 * A table's density (默认 / 中等 / 紧凑), remembered per user and table in the kit's storage like its
 * column settings.
 *
 * @example
 * const [density, setDensity] = useDensity('system.user');
 * <DensitySwitch value={density} onChange={setDensity} />
 * <DataTable density={density} … />
 */
export function useDensity(tableId: string): readonly [TableDensity, (next: TableDensity) => void] {
  const { storage, userKey } = useKit();
  const [density, setDensity] = useState<TableDensity>(
    () => readDensity(storage, userKey, tableId) ?? 'default',
  );
  const choose = useCallback(
    (next: TableDensity) => {
      setDensity(next);
      writeDensity(storage, userKey, tableId, next);
    },
    [storage, userKey, tableId],
  );
  return [density, choose] as const;
}
