import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { registerCaptchaRoutes } from './session/captcha-routes.ts';
import { registerCurrentUserRoutes } from './session/current-user-routes.ts';
import { registerLoginRoutes } from './session/login-routes.ts';

/** The one place where every domain module is registered. */
export function registerModules(app: FastifyInstance, ctx: AppContext): void {
  registerCaptchaRoutes(app, ctx);
  registerLoginRoutes(app, ctx);
  registerCurrentUserRoutes(app, ctx);
}
