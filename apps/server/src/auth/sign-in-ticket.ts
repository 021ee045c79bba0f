import { and, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { signInTickets } from '../db/schema/index.ts';
import { hashToken, newSessionToken } from '../security/session-token.ts';

/** How long the second step of a sign-in may take after the password (docs/guide/sign-in-and-session.md). */
export const SIGN_IN_TICKET_MS = 5 * 60_000;

/** A ticket for the second step of `userId`'s sign-in; only its hash is stored. */
export async function issueSignInTicket(ctx: AppContext, userId: string, ip: string): Promise<string> {
  const now = ctx.now();
  const ticket = newSessionToken();
  // Tickets past their time go as new ones come, so the table stays small without a purge of its own.
  await ctx.db.delete(signInTickets).where(lte(signInTickets.expiresAt, now));
  await ctx.db
    .insert(signInTickets)
    .values({ ticketHash: hashToken(ticket), userId, ip, expiresAt: now + SIGN_IN_TICKET_MS });
  return ticket;
}

/** The account a live ticket was issued for; undefined when unknown, spent or expired. */
export async function ticketHolder(ctx: AppContext, ticket: string): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ userId: signInTickets.userId })
    .from(signInTickets)
    .where(and(eq(signInTickets.ticketHash, hashToken(ticket)), gt(signInTickets.expiresAt, ctx.now())))
    .limit(1);
  return row?.userId;
}

/** Spends a ticket (single use): true when this call was the one that did. */
export async function spendSignInTicket(ctx: AppContext, ticket: string): Promise<boolean> {
  const spent = await ctx.db
    .delete(signInTickets)
    .where(and(eq(signInTickets.ticketHash, hashToken(ticket)), gt(signInTickets.expiresAt, ctx.now())))
    .returning({ userId: signInTickets.userId });
  return spent.length === 1;
}

/** Ends every ticket of an account (it was locked, or its second factor removed). */
export async function dropSignInTickets(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.delete(signInTickets).where(eq(signInTickets.userId, userId));
}
