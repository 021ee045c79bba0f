import type { FastifyReply } from 'fastify';

/** A reply whose `send` a handler may call while what it sends waits. */
export interface HeldSend {
  /** Sends what the handler sent, if anything, and gives the reply its own `send` again. */
  release(): FastifyReply;
  /** Gives the reply its own `send` again and drops what the handler sent (the call failed). */
  restore(): void;
}

/**
 * Holds what a file's handler sends (endpoints answering `blob` send their own reply) until the steps
 * after the handler ran: an audited export is in the operation log before its file leaves, and a log
 * that cannot be written fails the call instead of letting the file out unrecorded.
 */
export function holdSend(reply: FastifyReply): HeldSend {
  const own = reply.send;
  let held: { payload: unknown } | undefined;
  reply.send = ((payload?: unknown) => {
    held = { payload };
    return reply;
  }) as FastifyReply['send'];
  const restore = () => {
    reply.send = own;
  };
  return {
    release() {
      restore();
      return held ? reply.send(held.payload) : reply;
    },
    restore,
  };
}
