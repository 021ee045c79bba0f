import type { StorageLike } from './settings-store.ts';

/** How long a kept draft may be offered back: a working day and a night. */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Key prefix of kept drafts in browser storage (the `park_` prefix of
 * docs/guide/constants.md#browser-storage).
 */
export const DRAFT_KEY_PREFIX = 'park_draft:';

// Names that are never kept whatever the form declares: a password, a token or a secret typed into a
// field that forgot to say so must not land in browser storage.
const SECRET_NAME = /pass(word)?|pwd|token|secret|captcha/i;

/** What is kept of one form. */
interface StoredDraft {
  /** When it was last written (ms). */
  at: number;
  /** Set by a forced reload: only held drafts are offered back. */
  held: boolean;
  values: Record<string, unknown>;
  /** What the form was loaded with when the draft was taken (an edited record's values and version). */
  base?: Record<string, unknown>;
}

/** A kept draft offered back: what was typed, and what the form had loaded when it was typed. */
export interface OfferedDraft {
  values: Record<string, unknown>;
  /** The loaded values (with the record's version) the typing started from, when the form gave them. */
  base?: Record<string, unknown>;
}

export interface DraftStore {
  /**
   * Keeps what was typed in `form` for the signed-in user, without the `secret` names and any name that
   * looks like a password, token or secret. A no-op while nobody is signed in.
   */
  save(
    form: string,
    values: Record<string, unknown>,
    secret?: readonly string[],
    base?: Record<string, unknown>,
  ): void;
  /** The draft of `form` to offer back: held by a forced reload, the same user's, younger than 24 hours. */
  offered(form: string): Record<string, unknown> | undefined;
  /** Like `offered`, with the values the form had loaded when the draft was taken. */
  offeredDraft(form: string): OfferedDraft | undefined;
  /** The ids of the forms under `prefix` (a page) that have a draft to offer back. */
  offeredUnder(prefix: string): string[];
  /**
   * Asks the form `form` to take its draft back as soon as it shows (the person chose 继续编辑 before
   * the form was open). Kept in memory: a reload forgets it.
   */
  resume(form: string): void;
  /** Whether `form` was asked to take its draft back; answers true once. */
  takeResume(form: string): boolean;
  /** Forgets the draft of `form` (saved or discarded). */
  remove(form: string): void;
  /** Forgets the drafts of the forms whose id starts with `prefix` (a tab closed by choice). */
  removeUnder(prefix: string): void;
  /** Marks the drafts this page wrote as offerable: call it right before a forced reload. */
  hold(): void;
  /** Forgets every draft of the signed-in user (signing out by choice). */
  clearUser(): void;
  /** Drops drafts older than 24 hours, of every user (run once at start). */
  purge(): void;
}

export interface DraftStoreOptions {
  /** Where drafts live (localStorage in the app). */
  storage: StorageLike & { key?(index: number): string | null; readonly length?: number };
  /** The signed-in user's stable id, or nothing while signed out. */
  user: () => string | null | undefined;
  now?: () => number;
  ttlMs?: number;
}

/**
 * Keeps unsaved form input in browser storage, per user and per form, so a reload the person did not
 * choose (an ended session, a new version) does not lose it. Drafts are offered back only after such a
 * reload (`hold`), never the secrets, never after 24 hours.
 *
 * @example
 * const drafts = createDraftStore({ storage: localStorage, user: () => session.userInfo?.uid });
 * drafts.save('/profile#info', { realName: 'Li', password: 'x' }); // password is not kept
 * drafts.hold(); location.reload();
 * // after the reload, the same user back on /profile:
 * drafts.offered('/profile#info'); // { realName: 'Li' }
 */
export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const { storage, user, now = Date.now, ttlMs = DRAFT_TTL_MS } = options;
  // The keys this page load wrote: a forced reload holds these, not an unrelated tab's drafts.
  const written = new Set<string>();
  const resumed = new Set<string>();
  const keyOf = (form: string) => {
    const who = user();
    return who ? `${DRAFT_KEY_PREFIX}${who}:${form}` : undefined;
  };
  const read = (key: string): StoredDraft | undefined => {
    try {
      const raw = storage.getItem(key);
      const parsed = raw ? (JSON.parse(raw) as StoredDraft) : undefined;
      return parsed && typeof parsed.at === 'number' && parsed.values ? parsed : undefined;
    } catch {
      return undefined;
    }
  };
  const write = (key: string, draft: StoredDraft) => {
    try {
      storage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or refused (private mode): the draft is a convenience, the form still works.
    }
  };
  const allKeys = (): string[] => {
    const out: string[] = [];
    const count = storage.length ?? 0;
    for (let i = 0; i < count; i += 1) {
      const key = storage.key?.(i);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) out.push(key);
    }
    return out;
  };
  const forget = (key: string) => {
    storage.removeItem(key);
    written.delete(key);
  };
  const keep = (values: Record<string, unknown>, secret: readonly string[]) => {
    const kept: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      if (secret.includes(name) || SECRET_NAME.test(name) || typeof value === 'function') continue;
      kept[name] = value;
    }
    return kept;
  };
  const offeredAt = (key: string): OfferedDraft | undefined => {
    const draft = read(key);
    if (!draft) return undefined;
    if (now() - draft.at > ttlMs) {
      forget(key);
      return undefined;
    }
    if (!draft.held) return undefined;
    return draft.base ? { values: draft.values, base: draft.base } : { values: draft.values };
  };
  return {
    save(form, values, secret = [], base) {
      const key = keyOf(form);
      if (!key) return;
      const draft: StoredDraft = { at: now(), held: false, values: keep(values, secret) };
      if (base) draft.base = keep(base, secret);
      write(key, draft);
      written.add(key);
    },
    offered(form) {
      const key = keyOf(form);
      return key ? offeredAt(key)?.values : undefined;
    },
    offeredDraft(form) {
      const key = keyOf(form);
      return key ? offeredAt(key) : undefined;
    },
    offeredUnder(prefix) {
      const start = keyOf(prefix);
      if (!start) return [];
      const user = keyOf('') ?? '';
      return allKeys()
        .filter((key) => key.startsWith(start) && offeredAt(key))
        .map((key) => key.slice(user.length));
    },
    resume(form) {
      const key = keyOf(form);
      if (key) resumed.add(key);
    },
    takeResume(form) {
      const key = keyOf(form);
      return key ? resumed.delete(key) : false;
    },
    remove(form) {
      const key = keyOf(form);
      if (key) forget(key);
    },
    removeUnder(prefix) {
      const start = keyOf(prefix);
      if (!start) return;
      for (const key of allKeys()) if (key.startsWith(start)) forget(key);
    },
    hold() {
      for (const key of written) {
        const draft = read(key);
        if (draft) write(key, { ...draft, held: true });
      }
    },
    clearUser() {
      const start = keyOf('');
      if (!start) return;
      for (const key of allKeys()) if (key.startsWith(start)) forget(key);
    },
    purge() {
      for (const key of allKeys()) {
        const draft = read(key);
        if (!draft || now() - draft.at > ttlMs) forget(key);
      }
    },
  };
}
