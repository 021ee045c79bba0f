import { IMPORT_MAX_ROWS } from '@pmc/validators';
import * as z from 'zod';
import { defineEndpoint, type EndpointAuth } from './define-endpoint.ts';

// Most data rows one import reads: defined in @pmc/validators, where the kit's import dialog reads it too.
export { IMPORT_MAX_ROWS };

/** One row of a sheet as text cells keyed by column (the template's column keys); `row` is its sheet row. */
export const importRowSchema = z.object({
  row: z
    .number()
    .int()
    .min(1)
    .max(IMPORT_MAX_ROWS + 1),
  values: z.record(z.string().max(64), z.string().max(2000)),
});

/** What committing a row would do: create, update (`changes` names the fields), nothing, or refuse. */
export const importStatusSchema = z.enum(['new', 'update', 'unchanged', 'error']);

/** A checked row: its status, the fields an update changes, and each cell at fault with its message. */
export const importRowCheckSchema = z.object({
  row: z.number().int(),
  status: importStatusSchema,
  values: z.record(z.string(), z.string()),
  changes: z.array(z.string()),
  errors: z.array(z.object({ field: z.string(), msg: z.string() })),
});

export const importCountsSchema = z.object({
  new: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});

/** The template's columns, headers in the caller's language. */
export const importColumnSchema = z.object({ key: z.string(), header: z.string(), required: z.boolean() });

export const importPreviewSchema = z.object({
  columns: z.array(importColumnSchema),
  /** The sheet's own headers and the column each was read as (null: not read; map it and upload again). */
  headers: z.array(z.object({ header: z.string(), key: z.string().nullable() })),
  rows: z.array(importRowCheckSchema),
  counts: importCountsSchema,
});

export const importCheckBodySchema = z.object({
  rows: z.array(importRowSchema).min(1).max(IMPORT_MAX_ROWS),
  /** The key cells (account, code) of the file's other rows, so a duplicate inside the file is still found. */
  otherKeys: z.array(z.string().max(200)).max(IMPORT_MAX_ROWS).default([]),
});

/** `update`: existing records take the sheet's values; `skip`: they are left as they are. */
export const importModeSchema = z.enum(['update', 'skip']);

export const importCommitBodySchema = z.object({
  rows: z.array(importRowSchema).min(1).max(IMPORT_MAX_ROWS),
  mode: importModeSchema.default('skip'),
});

export const importResultSchema = z.object({
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  /** The skipped rows as an .xlsx workbook (base64), or null when none was skipped. */
  skippedWorkbook: z.string().nullable(),
});

/** A name the client picks for one preview, to ask how far its check has come (`importProgress`). */
export const importTicketSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

export const importPreviewQuerySchema = z.object({
  /** JSON object: a sheet header → the column key it holds, for sheets whose headers differ. */
  mapping: z.string().max(4000).optional(),
  ticket: importTicketSchema.optional(),
});

/** How far a preview's check has come: rows checked of the file's rows. */
export const importProgressSchema = z.object({
  checked: z.number().int(),
  total: z.number().int(),
});

/**
 * The endpoints of one entity's spreadsheet import, under `base` (e.g. `/admin-api/system/user/import`):
 * template, preview (upload; nothing written) and its progress, check (re-check edited rows) and commit
 * (one transaction).
 */
export function importEndpoints<const B extends string>(base: B, menu: string, summaryOf: string) {
  const auth = { menu, button: 'btn_add' } as const satisfies EndpointAuth;
  return {
    importTemplate: defineEndpoint({
      method: 'GET',
      path: `${base}_template` as `${B}_template`,
      auth,
      data: z.null(),
      response: 'blob',
      summary: `An import workbook of ${summaryOf} in the caller's language: headers, an example row, allowed values`,
    }),
    importPreview: defineEndpoint({
      method: 'POST',
      path: `${base}/preview` as `${B}/preview`,
      auth,
      query: importPreviewQuerySchema,
      bodyEncoding: 'multipart',
      data: importPreviewSchema,
      personal: 'echo',
      summary: `Reads an .xlsx or .csv of ${summaryOf} and answers per row what a commit would do; nothing is written`,
    }),
    importProgress: defineEndpoint({
      method: 'GET',
      path: `${base}/progress` as `${B}/progress`,
      auth,
      query: z.object({ ticket: importTicketSchema }),
      data: importProgressSchema.nullable(),
      summary: `How many rows of ${summaryOf} the caller's preview under \`ticket\` has checked; null when none is under way`,
    }),
    importCheck: defineEndpoint({
      method: 'POST',
      path: `${base}/check` as `${B}/check`,
      auth,
      body: importCheckBodySchema,
      data: z.object({ rows: z.array(importRowCheckSchema) }),
      personal: 'echo',
      summary: `Checks edited rows of ${summaryOf} again; nothing is written`,
    }),
    importCommit: defineEndpoint({
      method: 'POST',
      path: `${base}/commit` as `${B}/commit`,
      auth,
      body: importCommitBodySchema,
      data: importResultSchema,
      summary: `Writes the rows of ${summaryOf} in one transaction: all of them, or none when any row is at fault`,
    }),
  };
}

export type ImportRow = z.infer<typeof importRowSchema>;
export type ImportRowCheck = z.infer<typeof importRowCheckSchema>;
export type ImportProgress = z.infer<typeof importProgressSchema>;
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export type ImportResult = z.infer<typeof importResultSchema>;
export type ImportMode = z.infer<typeof importModeSchema>;
