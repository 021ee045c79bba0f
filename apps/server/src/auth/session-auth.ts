import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { sessions } from '../db/schema/index.ts';
import { fail } from '../http/envelope-error.ts';
import { serverMessages } from '../messages.ts';
import { hashToken } from '../security/session-token.ts';
import { passwordStanding } from './password-lifecycle.ts';
import { enabledSecondFactor, secondFactorRequired } from './second-factor.ts';
import { readSecurityPolicy } from './security-policy.ts';
import { readSessionFacts, type SessionFacts, sessionFactsStatement } from './session-facts.ts';

/** The signed-in caller of a request. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  account: string;
  realName: string;
  organizeId: string | null;
  isAdministrator: boolean;
  /** The password is past 安全策略's expiry: only the calls that change it are answered. */
  passwordExpired: boolean;
  /** 安全策略 asks this person for a second factor they have not turned on: only enrolment is answered. */
  mustEnrolSecondFactor: boolean;
}

// Last-seen is written at most this often, so a burst of requests does not write on every call; a
// fraction of a short idle limit, so the server never ends a session much before the app's warning says.
const TOUCH_EVERY_MS = 5_000;
const TOUCH_SHARE_OF_LIMIT = 1 / 30;

/** Reads the raw token of the Authorization header (a "Bearer " prefix is tolerated). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

/**
 * Resolves the session of a token or throws the conventions' codes: 600 missing or unknown,
 * 601 idle or absolute limit passed, 602 forced offline. One named statement (planned once per
 * connection).
 */
export async function authenticate(
  ctx: AppContext,
  token: string | undefined,
  ip: string,
): Promise<AuthContext> {
  if (!token) throw fail(600, serverMessages.tokenMissing);
  const [row] = await ctx.raw(sessionFactsStatement, [hashToken(token)]);
  return checkSession(ctx, readSessionFacts(row), ip);
}

/**
 * Judges the session facts read for a request (alone or in the statement that also answers it):
 * throws 600/601/602 as `authenticate` does, ends an expired session, and writes last-seen at most
 * every few seconds.
 */
export async function checkSession(
  ctx: AppContext,
  row: SessionFacts | undefined,
  ip: string,
): Promise<AuthContext> {
  if (!row) throw fail(600, serverMessages.tokenMissing);
  if (row.revokedReason === 'forced') throw fail(602, serverMessages.forcedOffline);
  // Ended by the person from 我的会话: the same 602 sequence, in words that do not blame an administrator.
  if (row.revokedReason === 'ended') throw fail(602, serverMessages.sessionEndedElsewhere);
  if (row.revokedReason === 'expired') throw fail(601, serverMessages.tokenExpired);
  if (row.revokedReason || row.enabledMark !== 1) throw fail(600, serverMessages.tokenMissing);
  const now = ctx.now();
  const policy = await readSecurityPolicy(ctx);
  if (now - row.lastSeenAt > policy.sessionIdleMs || now - row.createdAt > policy.sessionAbsoluteMs) {
    await ctx.db
      .update(sessions)
      .set({ revokedReason: 'expired', revokedAt: now })
      .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedReason)));
    throw fail(601, serverMessages.tokenExpired);
  }
  if (now - row.lastSeenAt > Math.min(TOUCH_EVERY_MS, policy.sessionIdleMs * TOUCH_SHARE_OF_LIMIT)) {
    await ctx.db.update(sessions).set({ lastSeenAt: now, ip }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    account: row.account,
    realName: row.realName,
    organizeId: row.organizeId,
    isAdministrator: row.isAdministrator,
    passwordExpired: passwordStanding(row.passwordSetAt, policy, now).expired,
    // Two lookups only while the policy asks anyone for a second factor.
    mustEnrolSecondFactor:
      policy.secondFactorRequired !== 'none' &&
      (await secondFactorRequired(ctx, row.userId)) &&
      !(await enabledSecondFactor(ctx.db, row.userId)),
  };
}
