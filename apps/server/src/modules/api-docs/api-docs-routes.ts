import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './build-openapi.ts';
import { renderDocsPage } from './render-docs-page.ts';

/** Swagger UI's own files, as its package ships them (no CDN: the reference works offline). */
const SWAGGER_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js'];
const swaggerRoot = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// An external script rather than an inline one, so the page runs under a CSP without 'unsafe-inline'.
const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api-docs', dom_id: '#swagger-ui', deepLinking: true });\n`;

/**
 * GET /api-docs: the OpenAPI JSON; GET /api-docs/ui: the interactive reference. Built once, at start.
 */
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
  app.get('/api-docs/ui/start.js', async (_req, reply) =>
    reply.header('Content-Type', 'text/javascript; charset=utf-8').send(START_SCRIPT),
  );
  // Loaded with the other plugins when the app gets ready; nothing here waits for it.
  void app.register(fastifyStatic, {
    root: swaggerRoot,
    prefix: '/api-docs/ui/assets/',
    decorateReply: false,
    allowedPath: (pathName) => SWAGGER_FILES.includes(pathName.replace(/^\/+/, '')),
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=86400');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
