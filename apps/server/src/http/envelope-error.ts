import type { MessageDescriptor, MessageValue } from './locale.ts';

/** One field at fault in a code-400 answer: its dotted path and why (translated when sent). */
export interface FieldFault {
  readonly path: string;
  readonly descriptor: MessageDescriptor;
}

/** An answer other than success: envelope code plus a translatable message. */
export class EnvelopeError extends Error {
  constructor(
    readonly code: number,
    readonly descriptor: MessageDescriptor,
    readonly data: unknown = null,
    /** Code 400: every field at fault, sent as `data: { fields: [{ path, message }] }`. */
    readonly fields: readonly FieldFault[] = [],
  ) {
    super(descriptor.message);
    this.name = 'EnvelopeError';
  }
}

/** Shorthand: `fail(400, serverMessages.x, { n: 3 })`. */
export function fail(
  code: number,
  descriptor: { id: string; message: string },
  values?: Record<string, MessageValue>,
): EnvelopeError {
  return new EnvelopeError(code, values ? { ...descriptor, values } : descriptor);
}

/**
 * Code 400 for fields a handler found at fault (an id naming nothing, a duplicate): the first one's
 * message as `msg`, all of them in `data.fields`. Each descriptor's `{field}` is filled with its path.
 * @example throw failFields([{ path: 'managerId', descriptor: serverMessages.fieldInvalid }])
 */
export function failFields(
  faults: readonly { path: string; descriptor: MessageDescriptor }[],
): EnvelopeError {
  const filled = faults.map(({ path, descriptor }) => ({
    path,
    descriptor: { ...descriptor, values: { field: path, ...descriptor.values } },
  }));
  const first = filled[0];
  if (!first) throw new Error('failFields needs at least one fault');
  return new EnvelopeError(400, first.descriptor, null, filled);
}

/** Code 400 naming one field: `failField('organizeId')` ('{field}格式不正确'). */
export function failField(path: string, descriptor: { id: string; message: string }): EnvelopeError {
  return failFields([{ path, descriptor }]);
}
