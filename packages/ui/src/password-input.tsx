import { type ComponentProps, useState } from 'react';
import { cn } from './cn.ts';
import { uiMessages } from './messages.ts';
import { useFormField } from './use-form-field.ts';
import { useTranslate } from './use-translate.ts';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  invalid?: boolean;
  /** Hide the show/hide toggle. */
  noToggle?: boolean;
}

/**
 * A password input with a show/hide toggle (a real button with aria-pressed, reachable by keyboard).
 * Props other than className go to the <input>.
 *
 * @example
 * <PasswordInput maxLength={16} autoComplete="current-password" {...register('password')} />
 */
export function PasswordInput({ className, invalid, noToggle, disabled, ...rest }: PasswordInputProps) {
  const t = useTranslate();
  const [visible, setVisible] = useState(false);
  const aria = useFormField({ ...rest, invalid });
  return (
    <span data-slot="password-input" className={cn('pmc-input pmc-input--affix', className)}>
      <input
        className="pmc-input__inner"
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        {...rest}
        {...aria}
      />
      {noToggle ? null : (
        <button
          type="button"
          className="pmc-input__toggle"
          aria-label={t(visible ? uiMessages.hidePassword : uiMessages.showPassword)}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? null : <path d="M3 3l18 18" />}
          </svg>
        </button>
      )}
    </span>
  );
}
