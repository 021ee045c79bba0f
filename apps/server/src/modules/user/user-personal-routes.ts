import { contract } from '@pmc/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { getUserRow } from './user-store.ts';

/**
 * 显示 beside a masked value: one personal field of one user in full, for a caller holding
 * 查看个人信息. The operation log keeps who asked (its row), whose record, which field and why.
 */
export function registerUserPersonalRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, contract.user.revealPersonal, async ({ params, body, setLogDetail }) => {
    const row = await getUserRow(ctx, params.id);
    setLogDetail({ userId: row.id, account: row.account, field: body.field, reason: body.reason });
    const value = row[body.field];
    return { value: typeof value === 'string' ? value : null };
  });
}
