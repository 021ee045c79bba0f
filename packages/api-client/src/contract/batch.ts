import * as z from 'zod';
import { enabledMarkSchema, idSchema } from './common.ts';

/** Most records one batch call may name (a page of the largest page size). */
export const BATCH_MAX = 500;

export const batchIdsSchema = z.array(idSchema).min(1).max(BATCH_MAX);

/** Enable or disable the chosen records. */
export const batchStateBodySchema = z.object({ ids: batchIdsSchema, enabledMark: enabledMarkSchema });

/**
 * What happened to each record of a batch: every record is checked on its own (rights, data scope,
 * protected accounts), so some may be refused while the others are changed.
 */
export const batchResultSchema = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  list: z.array(z.object({ id: z.string(), ok: z.boolean(), msg: z.string().nullable() })),
});
export type BatchResult = z.infer<typeof batchResultSchema>;
