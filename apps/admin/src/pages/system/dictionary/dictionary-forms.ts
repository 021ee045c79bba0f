import type {
  DictionaryData,
  DictionaryType,
  dictionaryDataInputSchema,
  dictionaryDataUpdateSchema,
  dictionaryTypeInputSchema,
  dictionaryTypeUpdateSchema,
} from '@pmc/api-client/contract';
import type { TranslateFn } from '@pmc/i18n/react';
import { z } from 'zod';
import { sharedFields } from '../../../page-parts/form-rules.ts';

/** The dictionary type form: parent (-1 for a top-level type), name, code, tree-shaped or not. */
export function typeFormSchema(t: TranslateFn) {
  const shared = sharedFields(t);
  return z.object({
    parentId: z.string(),
    fullName: shared.fullName,
    enCode: shared.enCode,
    isTree: z.union([z.literal(0), z.literal(1)]),
    sortCode: shared.sortCode,
    enabledMark: shared.enabledMark,
    description: shared.description,
  });
}
/** The form's values; an edited record also keeps the version it was read at (sent back with the save). */
export type TypeFormValues = z.output<ReturnType<typeof typeFormSchema>> & { lastModifyTime?: number | null };

export const newTypeValues = (parentId = '-1'): TypeFormValues => ({
  parentId,
  fullName: '',
  enCode: '',
  isTree: 0,
  sortCode: 0,
  enabledMark: 1,
  description: '',
});

export const typeValuesOf = (row: DictionaryType): TypeFormValues => ({
  parentId: row.parentId,
  fullName: row.fullName,
  enCode: row.enCode,
  isTree: row.isTree,
  sortCode: row.sortCode,
  enabledMark: row.enabledMark,
  description: row.description ?? '',
  lastModifyTime: row.lastModifyTime,
});

/** The dictionary item form; `parentId` is '0' for a top-level item. */
export function dataFormSchema(t: TranslateFn) {
  const shared = sharedFields(t);
  return z.object({
    parentId: z.string(),
    fullName: shared.fullName,
    enCode: shared.enCode,
    sortCode: shared.sortCode,
    enabledMark: shared.enabledMark,
    description: shared.description,
  });
}
export type DataFormValues = z.output<ReturnType<typeof dataFormSchema>> & { lastModifyTime?: number | null };

export const newDataValues = (): DataFormValues => ({
  parentId: '0',
  fullName: '',
  enCode: '',
  sortCode: 0,
  enabledMark: 1,
  description: '',
});

export const dataValuesOf = (row: DictionaryData): DataFormValues => ({
  parentId: row.parentId,
  fullName: row.fullName,
  enCode: row.enCode,
  sortCode: row.sortCode,
  enabledMark: row.enabledMark,
  description: row.description ?? '',
  lastModifyTime: row.lastModifyTime,
});

/** What a save sends (every field on create, the changed ones and the version on edit); an emptied description is stored as none. */
export function bodyOf<V extends { description?: string }>(
  values: Partial<V>,
): Omit<Partial<V>, 'description'> & { description?: string | null } {
  const { description, ...rest } = values;
  return description === undefined ? rest : { ...rest, description: description || null };
}

export type TypeBody = z.input<typeof dictionaryTypeInputSchema>;
export type DataBody = z.input<typeof dictionaryDataInputSchema>;
export type TypeUpdateBody = z.input<typeof dictionaryTypeUpdateSchema>;
export type DataUpdateBody = z.input<typeof dictionaryDataUpdateSchema>;
