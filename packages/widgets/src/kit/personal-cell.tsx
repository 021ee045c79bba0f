import type { Translatable } from '@pmc/ui';
import type { ReactNode } from 'react';
import { MaskedValue } from './masked-value.tsx';

export interface PersonalCellOptions<Row> {
  /** The row's field holding the masked value. */
  field: keyof Row & string;
  label: Translatable;
  /** The page's reveal button code (查看个人信息). */
  permission: string;
  /** Asks the server for one row's value in full, with the reason. */
  reveal: (row: Row, reason: string) => Promise<string | null>;
}

/**
 * The `cell` of a list column showing a personal field: the masked value with 显示 for those allowed
 * (docs/guide/permissions.md#personal-fields).
 *
 * @example
 * { id: 'mobile', header: '手机', cell: personalCell({ field: 'mobile', label: '手机',
 *   permission: 'btn_viewPersonal', reveal: (row, reason) => revealUserField(row.id, 'mobile', reason) }) }
 */
export function personalCell<Row>({
  field,
  label,
  permission,
  reveal,
}: PersonalCellOptions<Row>): (row: Row) => ReactNode {
  return (row) => {
    const value = row[field];
    return (
      <MaskedValue
        value={typeof value === 'string' ? value : null}
        label={label}
        permission={permission}
        reveal={(reason) => reveal(row, reason)}
      />
    );
  };
}
