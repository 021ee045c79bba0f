import type { AuthContext } from './session-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, once the endpoint's token check has run (endpoint/steps/identify-caller.ts). */
    auth: AuthContext | null;
  }
}
