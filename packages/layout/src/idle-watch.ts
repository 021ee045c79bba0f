/** How long before the server's idle limit the warning shows (never more than half the limit). */
export const IDLE_WARNING_MS = 2 * 60_000;

/** What the idle watch shows: nothing, or the warning with the seconds left. */
export type IdleState = { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

/** The message the tabs of one browser exchange: a request reached the server at `at`. */
interface SeenMessage {
  type: 'pmc-idle-seen';
  at: number;
  idleMs: number;
}

export interface IdleWatchOptions {
  /** Sends a cheap request that keeps the session alive (its answer calls `seen`). */
  keepAlive: () => Promise<unknown>;
  /** Called once when the limit passes without a request (the app lets the server say 601). */
  onExpire?: () => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** The BroadcastChannel constructor; without one the storage event carries the news. */
  BroadcastChannel?: typeof globalThis.BroadcastChannel;
  /** Where the storage-event fallback writes (localStorage in a browser). */
  storage?: Pick<Storage, 'setItem'> | null;
  /** Subscribes to other tabs' storage writes (window's 'storage' event in a browser). */
  onStorage?: (listener: (key: string | null, value: string | null) => void) => () => void;
}

export interface IdleWatch {
  /** A request of this tab reached the server with the session; `idleMs` is the server's limit. */
  seen(idleMs: number): void;
  /** 继续: keeps the session alive; every tab of the browser hides its warning when the answer is in. */
  keepAlive(): Promise<void>;
  state(): IdleState;
  subscribe(listener: (state: IdleState) => void): () => void;
  /** Stops timers and listeners (signing out). */
  stop(): void;
}

const CHANNEL = 'pmc-idle';
const STORAGE_KEY = 'park_idleSeen';

/**
 * Counts down to the server's idle limit (SESSION_IDLE_MINUTES) from the last request any tab of this
 * browser made, and warns two minutes before: every tab hears every tab's requests (BroadcastChannel,
 * or the storage event where that is missing), so one answer to the warning counts for all.
 *
 * @example
 * const idle = createIdleWatch({ keepAlive: () => api.currentUser.info() });
 * requestPorts.onSessionSeen = (ms) => idle.seen(ms);
 * idle.subscribe((s) => s.kind === 'warning' && showWarning(s.secondsLeft));
 */
export function createIdleWatch(options: IdleWatchOptions): IdleWatch {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const listeners = new Set<(state: IdleState) => void>();
  let lastSeen = 0;
  let idleMs = 0;
  let current: IdleState = { kind: 'active' };
  let timer: unknown;
  let stopped = false;

  const publish = (next: IdleState) => {
    const same =
      next.kind === current.kind &&
      (next.kind !== 'warning' || (current.kind === 'warning' && current.secondsLeft === next.secondsLeft));
    current = next;
    if (!same) for (const listener of listeners) listener(next);
  };

  // One timer at a time, set for the next moment something changes: the warning, each second of its
  // countdown, the limit.
  const schedule = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    if (stopped || idleMs <= 0) return;
    const left = lastSeen + idleMs - now();
    const warnMs = Math.min(IDLE_WARNING_MS, idleMs / 2);
    if (left <= 0) {
      publish({ kind: 'expired' });
      options.onExpire?.();
      return;
    }
    if (left > warnMs) {
      publish({ kind: 'active' });
      timer = setTimer(schedule, left - warnMs);
      return;
    }
    publish({ kind: 'warning', secondsLeft: Math.ceil(left / 1000) });
    timer = setTimer(schedule, left % 1000 || 1000);
  };

  const record = (at: number, limit: number) => {
    if (at < lastSeen) return;
    lastSeen = at;
    idleMs = limit;
    schedule();
  };

  const Impl = 'BroadcastChannel' in options ? options.BroadcastChannel : globalThis.BroadcastChannel;
  const channel = Impl ? new Impl(CHANNEL) : undefined;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as Partial<SeenMessage> | null;
    if (data?.type === 'pmc-idle-seen' && typeof data.at === 'number' && typeof data.idleMs === 'number')
      record(data.at, data.idleMs);
  };
  channel?.addEventListener('message', onMessage);
  const unlistenStorage = channel
    ? undefined
    : options.onStorage?.((key, value) => {
        if (key !== STORAGE_KEY || !value) return;
        try {
          onMessage({ data: JSON.parse(value) } as MessageEvent);
        } catch {
          // Not ours to read.
        }
      });

  return {
    seen(limit) {
      if (stopped) return;
      const message: SeenMessage = { type: 'pmc-idle-seen', at: now(), idleMs: limit };
      record(message.at, limit);
      if (channel) channel.postMessage(message);
      else {
        try {
          options.storage?.setItem(STORAGE_KEY, JSON.stringify(message));
        } catch {
          // Storage refused: the other tabs warn on their own clock.
        }
      }
    },
    async keepAlive() {
      // The answer of the request is what counts (through `seen`): a refused one (601) ends the session.
      await options.keepAlive();
    },
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      listeners.clear();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      unlistenStorage?.();
    },
  };
}
