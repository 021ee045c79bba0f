import type { Endpoint } from '@pmc/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { checkSession, tokenFromHeader } from '../auth/session-auth.ts';
import { ADMINISTRATOR_SESSION_SQL, readSessionFacts, SESSION_FACTS_SQL } from '../auth/session-facts.ts';
import { statement } from '../db/raw-query.ts';
import type { ChangeCounter } from '../db/schema/change-counters.ts';
import { StampedAnswerCache } from '../http/stamped-answer-cache.ts';
import { hashToken } from '../security/session-token.ts';
import type { EndpointOptions } from './endpoint-options.ts';

/** The change counters a kept answer may be stamped with (the user page keeps its own). */
export type KeptBy = Exclude<ChangeCounter, 'user_list'>;

// The session check with a change counter ($2), null unless the caller is an administrator whose
// answers may be kept: all an instance holding an answer needs to know it may send it again.
const sessionAndCounter = statement(
  'session_counter',
  `with s as (${SESSION_FACTS_SQL}),
  c as (select sum(cc.n) as n from change_counters cc where cc.name = $2)
select s.*, case when ${ADMINISTRATOR_SESSION_SQL} then c.n end as changes
from s left join c on true`,
);

// One budget (LIST_CACHE_MB) for the answers of every kept list of an instance; the user page keeps its
// own (modules/user/admin-user-page.ts). Keys start with the path, so lists never share one.
const caches = new WeakMap<AppContext, StampedAnswerCache>();

function cacheOf(ctx: AppContext): StampedAnswerCache {
  const found = caches.get(ctx);
  if (found) return found;
  const made = new StampedAnswerCache(ctx.config.listCacheBytes);
  caches.set(ctx, made);
  return made;
}

/**
 * Answers of a list endpoint kept for administrators and sent again while the change counter `counter`
 * has not moved, as the user page's are: the session check reads the counter in the same statement, so
 * an answer costs one small statement instead of the session check and the list's own statements, and a
 * change any instance commits is seen by the next request. Everyone else, and an administrator whose
 * answer is not held (or whose password or second factor the regular path must refuse first), takes the
 * regular path, which keeps the administrator's answer once it has been masked (steps/keep-answer.ts).
 * Keyed by the path with its query and the language.
 * @example
 * registerEndpoint(app, ctx, api.list, handler, keptAnswers(ctx, 'role_list'));
 */
export function keptAnswers(ctx: AppContext, counter: KeptBy): EndpointOptions<Endpoint> {
  const answers = cacheOf(ctx);
  // What the regular path should keep for a request: its key and the counter read before it was built.
  const pending = new WeakMap<FastifyRequest, { key: string; stamp: string }>();
  return {
    shortcut: async (req) => {
      const token = tokenFromHeader(req.headers.authorization);
      if (answers.maxBytes === 0 || !token) return undefined;
      const [row] = await ctx.raw(sessionAndCounter, [hashToken(token), counter]);
      const auth = await checkSession(ctx, readSessionFacts(row), req.ip);
      if (row?.changes === null || row?.changes === undefined) return { auth, answer: undefined };
      const key = `${req.url} ${req.locale}`;
      const stamp = String(row.changes);
      const answer = answers.get(key);
      if (answer?.stamp === stamp) return { auth, answer: answer.json };
      pending.set(req, { key, stamp });
      return { auth, answer: undefined };
    },
    keep: (req, data) => {
      const wanted = pending.get(req);
      if (wanted) answers.set(wanted.key, { stamp: wanted.stamp, json: JSON.stringify(data ?? null) });
    },
  };
}
