import * as z from 'zod';
import { enabledMarkSchema, listQuerySchema, pageOf } from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { dataScopeSchema } from './role.ts';

/** What can be asked about: a page (menu), one of its buttons, columns or form fields, or a data scope. */
export const whoCanKindSchema = z.enum(['menu', 'button', 'column', 'form', 'dataScope']);
export type WhoCanKind = z.infer<typeof whoCanKindSchema>;

const targetShape = {
  kind: whoCanKindSchema,
  /** The page (menu id) a menu, button, column or form field belongs to; unused for a data scope. */
  moduleId: z.string().trim().max(64).optional(),
  /** The button, column or form field code, or the data scope (`all`, `org`, ...); unused for a menu. */
  code: z.string().trim().max(64).optional(),
};

/** A page needs its menu id; a button, column, field or data scope needs its code; each error names the field. */
function requireTarget(value: { kind: WhoCanKind; moduleId?: string; code?: string }, ctx: z.RefinementCtx) {
  if (value.kind !== 'dataScope' && !value.moduleId)
    ctx.addIssue({ code: 'custom', path: ['moduleId'], message: 'required' });
  if (value.kind !== 'menu' && !value.code)
    ctx.addIssue({ code: 'custom', path: ['code'], message: 'required' });
  if (value.kind === 'dataScope' && value.code && !dataScopeSchema.safeParse(value.code).success)
    ctx.addIssue({ code: 'custom', path: ['code'], message: 'invalid' });
}

/** Who holds a right: the target, an account or name keyword, and the page asked for. */
export const whoCanQuerySchema = listQuerySchema.extend(targetShape).superRefine(requireTarget);
export type WhoCanQuery = z.input<typeof whoCanQuerySchema>;

/** The export: the same target and keyword, without paging. */
export const whoCanExportQuerySchema = z
  .object({ ...targetShape, keyword: listQuerySchema.shape.keyword })
  .superRefine(requireTarget);

/** A role through which a person holds the right, with the data scope it carries. */
export const whoCanRoleSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  dataScope: dataScopeSchema,
});

/** An organisation delegated to the person (分级管理) for the action the right stands for. */
export const whoCanDelegationSchema = z.object({ id: z.string(), fullName: z.string() });

/** One holder and the path that gives them the right. */
export const whoCanHolderSchema = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  organizeName: z.string().nullable(),
  enabledMark: enabledMarkSchema,
  /** An administrator account holds every right, whatever its roles. */
  administrator: z.boolean(),
  roles: z.array(whoCanRoleSchema),
  delegatedOrganizes: z.array(whoCanDelegationSchema),
});
export type WhoCanHolder = z.infer<typeof whoCanHolderSchema>;

const menu = 'system.authorize';

export const whoCanEndpoints = {
  /**
   * Beyond the original list (docs/guide/api.md#beyond-the-original-list): the people who hold a page,
   * button, column, form field or data scope, with the roles and delegations that give it, inside the
   * caller's data scope.
   */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/authorize/who_can',
    auth: { menu },
    query: whoCanQuerySchema,
    data: pageOf(whoCanHolderSchema),
    summary: 'Who holds a page, button, column, form field or data scope, paged (within my data scope)',
  }),
  /** Beyond the original list: the same answer as a spreadsheet, stamped with its exporter. */
  export: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/authorize/who_can/export',
    auth: { menu },
    query: whoCanExportQuerySchema,
    data: z.instanceof(Blob),
    response: 'blob',
    summary: 'Who holds a right, as .xlsx',
  }),
};
