import { codeRule, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@pmc/validators';
import * as z from 'zod';
import { ruleField } from './rule-field.ts';

/** Page sizes the pager offers (`PAGE_SIZES` of `@pmc/validators`); the server refuses anything else. */
export const pageSizes = PAGE_SIZES;

/** Query of every paged list (conventions: 1-based page, whitelisted sort column). */
export const listQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (pageSizes as readonly number[]).includes(n), {
      message: `pageSize must be ${pageSizes.slice(0, -1).join(', ')} or ${pageSizes.at(-1)}`,
    })
    .default(DEFAULT_PAGE_SIZE),
  keyword: z.string().trim().max(100).optional(),
  sidx: z.string().max(64).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /**
   * True when there are more rows than `total` says: lists count no further than a cap (10,000), so a
   * common keyword over a million rows does not count every match (docs/guide/api.md#calls).
   */
  capped: z.boolean().optional(),
});

/** `{ list, pagination }` answer of a paged list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pagination: paginationSchema });

/** `{ list }` answer of an unpaged list (selectors, All). */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });

/** Generic tree node (docs/guide/entities-and-states.md#generic-tree-node). */
export interface TreeNode {
  id: string;
  fullName: string;
  parentId: string;
  type?: string | undefined;
  icon?: string | undefined;
  isLeaf: boolean;
  hasChildren: boolean;
  children?: TreeNode[] | undefined;
  [extra: string]: unknown;
}

export const treeNodeSchema: z.ZodType<TreeNode, TreeNode> = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    fullName: z.string(),
    parentId: z.string(),
    type: z.string().optional(),
    icon: z.string().optional(),
    isLeaf: z.boolean(),
    hasChildren: z.boolean(),
    children: z.array(treeNodeSchema).optional(),
  }),
);

export const idSchema = z.string().min(1).max(64);
export const enabledMarkSchema = z.union([z.literal(0), z.literal(1)]);
/** Milliseconds since the epoch, or null when never set. */
export const timeSchema = z.number().int().nullable();
/**
 * Code rule of docs/guide/validation.md#code (`@pmc/validators`' codeRule): letters, digits, dots; no dot
 * first or last.
 */
export const enCodeSchema = ruleField(codeRule, 50);
export const fullNameSchema = z.string().trim().min(1).max(50);
export const descriptionSchema = z.string().max(500).nullable().optional();
/** A record's place among its siblings, as a form sends it: a whole number up to 999999, 0 when left out. */
export const sortCodeSchema = z.number().int().min(0).max(999999).default(0);
/** The lowercase hex MD5 a client sends in place of a password (conventions). */
export const md5HexSchema = z.string().regex(/^[0-9a-f]{32}$/);
export const emptyDataSchema = z.null();
/** State toggles answer nothing but the message. */
export const stateDataSchema = z.null();

/** Creation and change times every stored record answers (ms epoch). */
export const auditShape = {
  creatorTime: z.number().int(),
  lastModifyTime: timeSchema,
};

/** Query of the selector endpoints (docs/guide/api.md#calls): an optional keyword filter. */
export const keywordQuerySchema = z.object({ keyword: z.string().trim().max(100).optional() });

/** The ids of a tree an item can't be moved into: `0` (or `-1`) means none excluded. */
export const NO_EXCLUDED_ID = '0';
