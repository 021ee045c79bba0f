import type { Locale } from './locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** From Accept-Language; messages of the answer use it. */
    locale: Locale;
  }
}
