import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contractEndpoints } from '@pmc/api-client/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { registerApiDocsRoutes } from '../src/modules/api-docs/api-docs-routes.ts';
import { buildOpenApi } from '../src/modules/api-docs/build-openapi.ts';

const document = buildOpenApi() as {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
};

describe('the OpenAPI document', () => {
  it('documents every endpoint of the contract', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const { endpoint } of contractEndpoints) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()], endpoint.path).toBeDefined();
    }
    const login = document.paths['/admin-api/login']?.post as { requestBody: { content: object } };
    expect(login.requestBody.content).toHaveProperty('application/x-www-form-urlencoded');
  });

  it('passes a maintained OpenAPI 3.1 validator, with every recursive tree under components', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const text = JSON.stringify(document);
    expect(text).not.toContain('#/$defs/');
    for (const ref of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      expect(document.components.schemas, ref[1]).toHaveProperty([ref[1] as string]);
    }
    expect(document.components.schemas).toHaveProperty('MenuEntry');
    expect(document.components.schemas).toHaveProperty('OrganizeTreeRow');
  });

  it('generates a typed client (openapi-typescript + openapi-fetch) that type-checks, and catches a wrong call', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pmc-openapi-client-'));
    try {
      writeFileSync(
        path.join(dir, 'api.d.ts'),
        astToString(await openapiTS(structuredClone(document) as never)),
      );
      const fetchTypes = createRequire(import.meta.url).resolve('openapi-fetch');
      const client = (wrongCall: string) => `import createClient from ${JSON.stringify(fetchTypes)};
import type { paths } from './api';
const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:8080' });
export async function demo(): Promise<string | undefined> {
  const { data } = await client.GET('/admin-api/current_user');
  await client.GET('/api/system/Area/{id}', { params: { path: { id: '-1' } } });
  ${wrongCall}
  return data?.msg;
}
`;
      const diagnostics = (source: string) => {
        writeFileSync(path.join(dir, 'client.ts'), source);
        const program = ts.createProgram([path.join(dir, 'client.ts')], {
          strict: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.NodeNext,
          moduleResolution: ts.ModuleResolutionKind.NodeNext,
          skipLibCheck: true,
        });
        return ts
          .getPreEmitDiagnostics(program)
          .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      };
      expect(diagnostics(client(''))).toEqual([]);
      // A path the document does not have must not compile: the types really come from the document.
      expect(diagnostics(client("await client.GET('/admin-api/no-such-path');")).length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('/api-docs/ui', () => {
  const app = Fastify();
  registerApiDocsRoutes(app);
  afterAll(() => app.close());

  it('serves the interactive reference from the package files, with the plain list beneath', async () => {
    const page = await app.inject({ method: 'GET', url: '/api-docs/ui' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/system/BillRule/{id}/Action/Export');
    expect(page.body).not.toMatch(/<script>/);
    for (const asset of ['/api-docs/ui/assets/swagger-ui-bundle.js', '/api-docs/ui/start.js']) {
      expect(page.body).toContain(asset);
      const answer = await app.inject({ method: 'GET', url: asset });
      expect(answer.statusCode, asset).toBe(200);
      expect(answer.headers['content-type'], asset).toContain('javascript');
    }
    const css = await app.inject({ method: 'GET', url: '/api-docs/ui/assets/swagger-ui.css' });
    expect(css.headers['content-type']).toContain('text/css');
    // Only the two files the page uses are served from the package.
    expect((await app.inject({ method: 'GET', url: '/api-docs/ui/assets/package.json' })).statusCode).toBe(
      404,
    );
  });
});
