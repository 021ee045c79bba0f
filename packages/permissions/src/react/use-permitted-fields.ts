import { useMemo } from 'react';
import { type CodeOf, filterByPermission } from '../filter-by-permission.ts';
import { usePermissions } from './permission-context.ts';

/** The shape `usePermittedFields` reads by default: the field `name` (react-hook-form's key). */
export interface FieldLike {
  name?: unknown;
}

function defaultFieldCode(field: FieldLike): string | undefined {
  return typeof field.name === 'string' ? field.name : undefined;
}

/**
 * The form fields the current page grants in its form list
 * (docs/guide/permissions.md#buttons-columns-and-form-fields). A field's code is its `name` unless `codeOf`
 * says otherwise; fields without a code are kept.
 *
 * @example
 * const fields = usePermittedFields([
 *   { name: 'fullName', label: '姓名' },
 *   { name: 'idCard', label: '身份证号' },
 * ]);
 * return fields.map((f) => <FormField key={f.name} {...f} />);
 */
export function usePermittedFields<T extends FieldLike>(fields: readonly T[]): T[];
export function usePermittedFields<T>(fields: readonly T[], codeOf: CodeOf<T>): T[];
export function usePermittedFields<T>(
  fields: readonly T[],
  codeOf: CodeOf<T> = defaultFieldCode as CodeOf<T>,
): T[] {
  const { index, modelId } = usePermissions();
  return useMemo(
    () => filterByPermission(fields, index, modelId, 'form', codeOf),
    [fields, index, modelId, codeOf],
  );
}
