import { contract } from '@pmc/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { checkAuditChain } from '../../audit/check-audit-chain.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';

const api = contract.log;

/** 核验 on the three log pages: the check of that log's hash chain (read-only). */
export function registerAuditCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.verifyOperation, () => checkAuditChain(ctx.db, 'operation'));
  registerEndpoint(app, ctx, api.verifySignIn, () => checkAuditChain(ctx.db, 'sign-in'));
  registerEndpoint(app, ctx, api.verifyHistory, () => checkAuditChain(ctx.db, 'history'));
}
