import { type Statement, statement } from '../db/raw-query.ts';

/** What a request needs to know about its session and user, read by the sha256 of the token. */
export interface SessionFacts {
  sessionId: string;
  createdAt: number;
  lastSeenAt: number;
  revokedReason: string | null;
  userId: string;
  account: string;
  realName: string;
  organizeId: string | null;
  isAdministrator: boolean;
  enabledMark: number;
  /** When the user's password was set: the policy's expiry counts from here. */
  passwordSetAt: number;
}

/**
 * The session lookup as SQL text ($1 = token hash), to run alone or as the first CTE of a statement
 * that answers in the same round trip (the user page). Columns are named as in `SessionFacts`.
 */
export const SESSION_FACTS_SQL = `select se.id as "sessionId", se.created_at as "createdAt",
  se.last_seen_at as "lastSeenAt", se.revoked_reason as "revokedReason", u.id as "userId",
  u.account as "account", u.real_name as "realName", u.organize_id as "organizeId",
  u.is_administrator as "isAdministrator", u.enabled_mark as "enabledMark",
  u.password_set_at as "passwordSetAt"
from sessions se join users u on u.id = se.user_id
where se.token_hash = $1
limit 1`;

export const sessionFactsStatement: Statement = statement('session_facts', SESSION_FACTS_SQL);

/**
 * Over the session facts as `s`: a live session of an enabled administrator, who sees everything in
 * scope and every column. The answers kept for one such caller serve any other.
 */
export const ADMINISTRATOR_SESSION_SQL = `s."isAdministrator" and s."enabledMark" = 1 and s."revokedReason" is null`;

/** Reads the `SessionFacts` columns of a row (bigint arrives as a string from node-postgres). */
export function readSessionFacts(row: Record<string, unknown> | undefined): SessionFacts | undefined {
  if (!row || row.sessionId === null || row.sessionId === undefined) return undefined;
  return {
    sessionId: row.sessionId as string,
    createdAt: Number(row.createdAt),
    lastSeenAt: Number(row.lastSeenAt),
    revokedReason: (row.revokedReason as string | null) ?? null,
    userId: row.userId as string,
    account: row.account as string,
    realName: row.realName as string,
    organizeId: (row.organizeId as string | null) ?? null,
    isAdministrator: row.isAdministrator === true,
    enabledMark: Number(row.enabledMark),
    passwordSetAt: Number(row.passwordSetAt),
  };
}
