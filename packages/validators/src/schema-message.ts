import type { MessageDescriptor, Translate } from './message-descriptor.ts';

/**
 * The zod error option for a descriptor: the text rendered by `translate`, and the id and values kept
 * in the issue's `params` so callers that receive raw zod issues can translate them again.
 */
export function schemaMessage(translate: Translate, descriptor: MessageDescriptor) {
  return {
    error: translate(descriptor),
    params: { id: descriptor.id, ...(descriptor.values ? { values: descriptor.values } : {}) },
  };
}
