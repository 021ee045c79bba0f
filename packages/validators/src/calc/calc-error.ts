import { renderZh } from '../format-message.ts';
import { type MessageDescriptor, withValues } from '../message-descriptor.ts';
import { validatorsMessages as m } from '../messages.ts';

/** What went wrong in a calculated-field formula. */
export type CalcErrorCode = 'malformed' | 'division-by-zero' | 'unknown-field' | 'invalid-value';

/** Why a formula is malformed. */
export type CalcMalformedReason =
  | 'unexpected-character'
  | 'unexpected-token'
  | 'unexpected-end'
  | 'missing-closing-parenthesis'
  | 'empty';

/**
 * The one error the calculated-field engine throws: a typed `code`, the 0-based `offset` in the
 * formula where it applies, and a `descriptor` for the UI (its `message` is the zh text).
 *
 * @example
 * try { calculate('a / 0', { a: 1 }); } catch (e) { if (e instanceof CalcError) e.code; } // 'division-by-zero'
 */
export class CalcError extends Error {
  override readonly name = 'CalcError';
  readonly code: CalcErrorCode;
  readonly descriptor: MessageDescriptor;
  readonly offset: number | undefined;
  readonly field: string | undefined;
  readonly reason: CalcMalformedReason | undefined;

  constructor(
    code: CalcErrorCode,
    descriptor: MessageDescriptor,
    details: { offset?: number; field?: string; reason?: CalcMalformedReason } = {},
  ) {
    super(renderZh(descriptor));
    this.code = code;
    this.descriptor = descriptor;
    this.offset = details.offset;
    this.field = details.field;
    this.reason = details.reason;
  }
}

/** A malformed-formula error at a 0-based offset (shown to people 1-based). */
export function malformed(offset: number, reason: CalcMalformedReason): CalcError {
  return new CalcError('malformed', withValues(m.calcMalformed, { position: offset + 1 }), {
    offset,
    reason,
  });
}
