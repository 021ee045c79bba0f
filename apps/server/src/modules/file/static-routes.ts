import { contract } from '@pmc/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { printTemplates } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { IMAGE_TYPES } from './file-types.ts';

const api = contract.file;

export function registerStaticRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.static, async () => ({
    systemTitle: '党员关爱系统',
    version: '1.0.0',
    uploadUrl: '/admin-api/common/file',
    uploadMaxBytes: ctx.config.uploadMaxBytes,
    imageTypes: Object.keys(IMAGE_TYPES),
    captcha: ctx.config.captcha,
    timeZone: ctx.config.timeZone,
  }));

  registerEndpoint(app, ctx, api.printSelector, async ({ query }) => {
    const rows = await ctx.db
      .select()
      .from(printTemplates)
      .where(eq(printTemplates.type, query.type))
      .orderBy(asc(printTemplates.sortCode));
    const categories = [...new Set(rows.filter((r) => r.enabledMark === 1).map((r) => r.category))];
    return {
      list: categories.map((category) => {
        const children = rows
          .filter((r) => r.category === category && r.enabledMark === 1)
          .map((r) => ({
            id: r.id,
            parentId: `category:${category}`,
            fullName: r.fullName,
            enCode: r.enCode,
            type: 'print',
            isLeaf: true,
            hasChildren: false,
          }));
        return {
          id: `category:${category}`,
          parentId: '0',
          fullName: category,
          type: 'category',
          disabled: true,
          isLeaf: false,
          hasChildren: true,
          children,
        };
      }),
    };
  });
}
