import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { captchas } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';

/**
 * Key under which a captcha fetched by a signed-in session is also kept: the lock screen's unlock body
 * (docs/guide/api.md#request-conventions: account, password, timestamp, code) carries the typed code but no
 * captcha key, so the session names it.
 */
export function sessionCaptchaKey(sessionId: string): string {
  return `session:${sessionId}`;
}

/** Checks a typed captcha; the stored answer is deleted by this check, so it works only once. */
export async function consumeCaptcha(ctx: AppContext, key: string | undefined, typed: string | undefined) {
  if (!key || !typed) throw fail(400, serverMessages.captchaRequired);
  const [row] = await ctx.db.delete(captchas).where(eq(captchas.key, key)).returning();
  if (!row) throw fail(400, serverMessages.captchaInvalid);
  if (row.expiresAt < ctx.now()) throw fail(400, serverMessages.captchaExpired);
  if (row.text !== typed.trim().toLowerCase()) throw fail(400, serverMessages.captchaWrong);
}
