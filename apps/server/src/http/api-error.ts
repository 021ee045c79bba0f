import type { MessageDescriptor } from './locale.ts';

/** An answer other than success: envelope code plus a translatable message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly descriptor: MessageDescriptor,
    readonly data: unknown = null,
  ) {
    super(descriptor.message);
    this.name = 'ApiError';
  }
}

/** Shorthand: `fail(400, serverMessages.x, { n: 3 })`. */
export function fail(
  code: number,
  descriptor: { id: string; message: string },
  values?: Record<string, string | number>,
): ApiError {
  return new ApiError(code, values ? { ...descriptor, values } : descriptor);
}
