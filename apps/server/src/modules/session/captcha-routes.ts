import { getCaptcha } from '@pmc/api-client/contract';
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../../app-context.ts';
import { captchas } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { newSessionToken } from '../../security/session-token.ts';
import { sessionCaptchaKey } from './consume-captcha.ts';

/** A captcha is valid for two minutes (issue 2). */
export const CAPTCHA_TTL_MS = 120_000;

/**
 * The picture's coordinates in whole pixels: svg-captcha writes two decimals, which in a 120×40 picture
 * draw nothing a person sees and make half of /login's captcha answer (5.1 against 2.2 KB on the wire,
 * which on a slow link arrive while the app's own code still does).
 */
const wholePixels = (svg: string) => svg.replace(/\d+\.\d+/g, (n) => String(Math.round(Number(n))));

export function registerCaptchaRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, getCaptcha, async ({ auth }) => {
    const now = ctx.now();
    const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0o1ilI', width: 120, height: 40 });
    const captchaKey = newSessionToken();
    // Expired, never-used answers are swept whenever a new one is made.
    await ctx.db.delete(captchas).where(lt(captchas.expiresAt, now - CAPTCHA_TTL_MS));
    await ctx.db
      .insert(captchas)
      .values({ key: captchaKey, text: captcha.text.toLowerCase(), expiresAt: now + CAPTCHA_TTL_MS });
    if (auth) {
      // A signed-in caller fetches it for the lock screen: its latest captcha answers the unlock.
      const row = { text: captcha.text.toLowerCase(), expiresAt: now + CAPTCHA_TTL_MS };
      await ctx.db
        .insert(captchas)
        .values({ key: sessionCaptchaKey(auth.sessionId), ...row })
        .onConflictDoUpdate({ target: captchas.key, set: row });
    }
    const image = `data:image/svg+xml;base64,${Buffer.from(wholePixels(captcha.data)).toString('base64')}`;
    return { captchaKey, image, expiresIn: CAPTCHA_TTL_MS / 1000, enabled: ctx.config.captcha };
  });
}
