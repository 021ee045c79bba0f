import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './build-openapi.ts';
import { renderDocsPage } from './render-docs-page.ts';

/** GET /api-docs: the OpenAPI JSON; GET /api-docs/ui: a readable page of it. Built once, at start. */
export function registerApiDocsRoutes(app: FastifyInstance): void {
  const document = buildOpenApi();
  const page = renderDocsPage(document as Parameters<typeof renderDocsPage>[0]);
  app.get('/api-docs', async () => document);
  app.get('/api-docs/ui', async (_req, reply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('X-Content-Type-Options', 'nosniff')
      .send(page),
  );
}
