import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './error-handlers.ts';

/** Paths that are never the app (DESIGN: reserved paths): an unknown one answers the envelope 404. */
const RESERVED_PREFIXES = ['/api', '/admin-api'];
const RESERVED_PATHS = ['/healthz', '/readyz', '/metrics', '/ops/backup', '/ops/audit'];

export function isApiPath(url: string): boolean {
  return RESERVED_PATHS.includes(url) || RESERVED_PREFIXES.some((p) => url.startsWith(p));
}

/**
 * Serves the built admin app, precompressed: hashed assets cached for a year, index.html never cached, and any
 * other GET outside the API answered with index.html so client-side routes survive a reload. `roots` is the
 * newest build first, then earlier ones: everything comes from the newest, and only `/assets/*` a newer
 * build lacks from an earlier one (a tab still running that build keeps loading its chunks).
 */
export async function serveSpa(app: FastifyInstance, roots: readonly [string, ...string[]]): Promise<void> {
  const [newest] = roots;
  await app.register(fastifyStatic, {
    root: [...roots],
    // Only hashed assets come from an earlier build; anything else there (its index.html) is superseded.
    allowedPath: (pathName, root) =>
      pathName.startsWith('/assets/') || (root !== undefined && path.resolve(root) === path.resolve(newest)),
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset; the smallest the browser accepts is sent.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if ((req.method === 'GET' || req.method === 'HEAD') && !isApiPath(url)) {
      const extension = path.extname(url);
      // A missing file with an extension is a real 404, not a client route.
      if (extension && extension !== '.html') return reply.code(404).send('Not found');
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', newest);
    }
    return sendNotFound(req, reply);
  });
}
