import { PAGE_SIZES } from '@pmc/validators';
import * as z from 'zod';
import { idSchema, timeSchema } from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** A column id, a filter name or a sort column: short codes of the page. */
const codeSchema = z.string().min(1).max(64);

/** Column widths the kit lets a person drag to (px). */
const widthSchema = z.number().int().min(40).max(2000);

/**
 * A list page's whole state as a saved view keeps it (docs/guide/pages.md#saved-views): keyword, filters,
 * sort, page size, the widgets kit's column shape (order, widths, pins, hidden) and its table density.
 * Strict at every level: a key the kit does not know is refused, never stored.
 */
export const savedViewStateSchema = z.strictObject({
  keyword: z.string().trim().max(100).optional(),
  filters: z
    .record(z.string().min(1).max(64), z.string().max(500))
    .refine((filters) => Object.keys(filters).length <= 30, { message: 'at most 30 filters' }),
  sidx: codeSchema.optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  pageSize: z.literal(PAGE_SIZES),
  columns: z.strictObject({
    order: z.array(codeSchema).max(100),
    widths: z.record(codeSchema, widthSchema),
    pins: z.record(codeSchema, z.enum(['left', 'right', 'none'])),
    hidden: z.array(codeSchema).max(100),
  }),
  density: z.enum(['default', 'medium', 'compact']),
});
export type SavedViewState = z.infer<typeof savedViewStateSchema>;

/** A page's code, as its menu's enCode (`system.user`). */
const pageIdSchema = z.string().trim().min(1).max(64);

/** A view's name: what the views menu lists, unique per owner and page. */
const viewNameSchema = z.string().trim().min(1).max(50);

/** A saved view as the caller sees it: whose it is, whether it is the caller's default of the page. */
export const savedViewSchema = z.object({
  id: idSchema,
  pageId: z.string(),
  name: z.string(),
  state: savedViewStateSchema,
  /** Everyone who can open the page sees it (read-only unless it is theirs). */
  shared: z.boolean(),
  ownerId: idSchema,
  /** The owner's realName. */
  ownerName: z.string(),
  /** The caller owns it (and so may change, share or delete it). */
  mine: z.boolean(),
  /** The caller's default view of this page. */
  isDefault: z.boolean(),
  lastModifyTime: timeSchema,
});
export type SavedView = z.infer<typeof savedViewSchema>;

const base = '/admin-api/system/views';

export const savedViewEndpoints = {
  /**
   * Beyond the original list (docs/guide/api.md#beyond-the-original-list): the caller's views of a page,
   * then those others shared on it, each by name. The page check is the handler's: the caller must be
   * able to open `pageId`.
   */
  list: defineEndpoint({
    method: 'GET',
    path: base,
    auth: 'session',
    query: z.object({ pageId: pageIdSchema }),
    data: z.object({ list: z.array(savedViewSchema) }),
    summary: 'My saved views of a page, then the views shared on it',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    auth: 'session',
    data: z.object({
      view: savedViewSchema,
      /** Filters removed from `view.state` because the record they named no longer exists. */
      dropped: z.array(z.string()),
    }),
    summary:
      'One saved view I may see (own, or shared on a page I can open), without filters naming gone records',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    auth: 'session',
    body: z.object({
      pageId: pageIdSchema,
      name: viewNameSchema,
      state: savedViewStateSchema,
      shared: z.boolean().optional(),
    }),
    data: savedViewSchema,
    summary: "Save a page's state as a named view (sharing needs the page's btn_shareView)",
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/{id}`,
    auth: 'session',
    body: z.object({
      name: viewNameSchema.optional(),
      state: savedViewStateSchema.optional(),
      shared: z.boolean().optional(),
    }),
    data: savedViewSchema,
    summary: 'Rename, re-save or (un)share my view; only what is sent changes',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    auth: 'session',
    data: z.null(),
    summary: 'Delete my view (it stops being anyone’s default)',
  }),
  setDefault: defineEndpoint({
    method: 'PUT',
    path: `${base}/default`,
    auth: 'session',
    body: z.object({ pageId: pageIdSchema, viewId: idSchema.nullable() }),
    data: z.object({ viewId: idSchema.nullable() }),
    summary: 'My default view of a page (mine or one shared I can see); null clears it',
  }),
};
