/** Session events mirrored across the user's open tabs. */
export type SessionEvent = { type: 'logout' } | { type: 'lock' } | { type: 'unlock' };

export interface SessionChannel {
  /** Tells the other tabs (never this one) what happened here. */
  post(event: SessionEvent): void;
  /** Runs `listener` for events from other tabs; returns the unsubscribe function. */
  subscribe(listener: (event: SessionEvent) => void): () => void;
  close(): void;
}

export interface SessionChannelOptions {
  /** Channel name; tabs with the same name hear each other. */
  name?: string;
  /** The BroadcastChannel constructor (tests inject one); without any the channel is silent. */
  BroadcastChannel?: typeof globalThis.BroadcastChannel;
}

const TYPES = new Set(['logout', 'lock', 'unlock']);

/**
 * A BroadcastChannel for the session: sign out or lock in one tab and every other open tab follows
 * at once. Where BroadcastChannel is missing it does nothing rather than fail.
 *
 * @example
 * const channel = createSessionChannel();
 * channel.subscribe((e) => (e.type === 'logout' ? resetAndGoToLogin() : goToLockScreen()));
 * channel.post({ type: 'logout' });
 */
export function createSessionChannel(options: SessionChannelOptions = {}): SessionChannel {
  const Impl = 'BroadcastChannel' in options ? options.BroadcastChannel : globalThis.BroadcastChannel;
  const channel = Impl ? new Impl(options.name ?? 'pmc-session') : undefined;
  const listeners = new Set<(event: SessionEvent) => void>();
  const onMessage = (message: MessageEvent) => {
    const data = message.data as Partial<SessionEvent> | null;
    if (!data || typeof data.type !== 'string' || !TYPES.has(data.type)) return;
    for (const listener of listeners) listener({ type: data.type } as SessionEvent);
  };
  channel?.addEventListener('message', onMessage);
  return {
    post(event) {
      channel?.postMessage({ type: event.type });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    },
  };
}
