import type { KitImportEndpoints } from '@pmc/widgets/kit';

type Calls = KitImportEndpoints;

/** An entity's import calls that take a parent record's path parameters first (`/DictionaryData/{id}/import`). */
export interface ImportCallsUnder<P> {
  importTemplate: (params: P) => ReturnType<Calls['importTemplate']>;
  importPreview: (
    params: P,
    ...rest: Parameters<Calls['importPreview']>
  ) => ReturnType<Calls['importPreview']>;
  importCheck: (params: P, ...rest: Parameters<Calls['importCheck']>) => ReturnType<Calls['importCheck']>;
  importCommit: (params: P, ...rest: Parameters<Calls['importCommit']>) => ReturnType<Calls['importCommit']>;
  importProgress: (
    params: P,
    ...rest: Parameters<NonNullable<Calls['importProgress']>>
  ) => ReturnType<NonNullable<Calls['importProgress']>>;
}

/**
 * The import calls of the records under one parent (a dictionary type's items) with that parent bound,
 * so the kit's one import flow calls them as it calls a top-level entity's.
 */
export function importUnder<P>(calls: ImportCallsUnder<P>, params: P): KitImportEndpoints {
  return {
    importTemplate: () => calls.importTemplate(params),
    importPreview: (body, options) => calls.importPreview(params, body, options),
    importCheck: (body) => calls.importCheck(params, body),
    importCommit: (body) => calls.importCommit(params, body),
    importProgress: (query) => calls.importProgress(params, query),
  };
}
