import type { PersonalKind } from '@pmc/validators';

/**
 * The one list of personal fields (docs/guide/permissions.md#personal-fields): an answer's field of
 * this name is masked by the server, wherever it appears (lists, details, exports, history diffs,
 * operation-log details), and the list pages draw it with the kit's masked-value cell. A field marked
 * here later is masked everywhere at once.
 */
export const personalFields: Readonly<Record<string, PersonalKind>> = Object.freeze({
  idCard: 'idCard',
  mobile: 'mobile',
  email: 'email',
});

/**
 * The mask kind of a field, or undefined when it is not personal.
 * @example
 * personalKindOf('mobile'); // 'mobile'
 * personalKindOf('account'); // undefined
 */
export function personalKindOf(field: string): PersonalKind | undefined {
  return Object.hasOwn(personalFields, field) ? personalFields[field] : undefined;
}

/** The page buttons that lift the mask: one value with a reason, or a whole export. */
export const personalButtons = Object.freeze({
  reveal: 'btn_viewPersonal',
  exportUnmasked: 'btn_exportPersonal',
});
