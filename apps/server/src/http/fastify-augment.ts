import type { Locale } from './locale.ts';
import type { AuthContext } from './session-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** From Accept-Language; messages of the answer use it. */
    locale: Locale;
    /** The signed-in caller, once the endpoint's token check has run. */
    auth: AuthContext | null;
  }
}
