/**
 * The shapes of a spreadsheet import as the kit reads them. They mirror `@pmc/api-client`'s import
 * contract (`importEndpoints`) structurally, so an entity's client (`api.user`) plugs in as it is
 * without the kit depending on the client.
 */
export type KitImportStatus = 'new' | 'update' | 'unchanged' | 'error';

export interface KitImportRow {
  row: number;
  values: Record<string, string>;
}

export interface KitImportRowCheck extends KitImportRow {
  status: KitImportStatus;
  changes: string[];
  errors: { field: string; msg: string }[];
}

export interface KitImportPreview {
  columns: { key: string; header: string; required: boolean }[];
  headers: { header: string; key: string | null }[];
  rows: KitImportRowCheck[];
  counts: Record<KitImportStatus, number>;
}

export interface KitImportResult {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** The skipped rows as an .xlsx workbook (base64), or null. */
  skippedWorkbook: string | null;
}

export type KitImportMode = 'update' | 'skip';

export interface KitUploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

/** Rows a preview's server-side check has gone through, of the file's rows. */
export interface KitCheckProgress {
  checked: number;
  total: number;
}

/** An entity's import calls (the client of `importEndpoints(base, …)`, e.g. `api.user`). */
export interface KitImportEndpoints {
  importTemplate: () => Promise<Blob>;
  importPreview: (
    body: { file: Blob },
    options: {
      query?: { mapping?: string; ticket?: string };
      signal?: AbortSignal;
      onProgress?: (progress: KitUploadProgress) => void;
    },
  ) => Promise<KitImportPreview>;
  importCheck: (body: {
    rows: KitImportRow[];
    otherKeys: string[];
  }) => Promise<{ rows: KitImportRowCheck[] }>;
  importCommit: (body: { rows: KitImportRow[]; mode: KitImportMode }) => Promise<KitImportResult>;
  /** How far the preview under `ticket` has checked; without it the check shows an indeterminate bar. */
  importProgress?: (query: { ticket: string }) => Promise<KitCheckProgress | null>;
}
