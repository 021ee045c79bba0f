import { Input, type InputProps } from './input.tsx';

export interface OneTimeCodeInputProps extends Omit<InputProps, 'type' | 'inputMode'> {
  /** Also take a recovery code (`abcde-fghjk`): letters allowed and a longer limit. */
  acceptRecoveryCode?: boolean;
}

/**
 * The field of a one-time code (an authenticator app's six digits): a number keypad on phones, the
 * browser's one-time-code autofill, no spell check, the digits spaced for reading. With
 * `acceptRecoveryCode` it also takes a recovery code.
 *
 * @example
 * <OneTimeCodeInput acceptRecoveryCode value={code} onChange={(e) => setCode(e.target.value)} />
 */
export function OneTimeCodeInput({ acceptRecoveryCode, className, ...rest }: OneTimeCodeInputProps) {
  return (
    <Input
      data-slot="one-time-code-input"
      className={['pmc-one-time-code', className].filter(Boolean).join(' ')}
      type="text"
      inputMode={acceptRecoveryCode ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={acceptRecoveryCode ? 12 : 7}
      {...rest}
    />
  );
}
