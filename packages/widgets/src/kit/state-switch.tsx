import { Switch } from '@pmc/ui';
import { useEffect, useState } from 'react';
import { useKit } from './kit-context.tsx';

export interface StateSwitchProps {
  /** The state the server holds (enabledMark === 1). */
  checked: boolean;
  /** Sends the desired state; a rejection (the server refused) turns the switch back. */
  onChange: (desired: boolean) => Promise<unknown>;
  /**
   * The page's button code that allows the change (e.g. btn_edit): without it the switch shows the
   * state but cannot change it, and explain mode outlines it with what it needs.
   */
  permission?: string;
  /** Off for another reason (an administrator's row, say). */
  disabled?: boolean;
  'aria-label': string;
}

/**
 * An enable/disable switch that moves at once, sends the desired state (never "toggle", so a stale
 * screen cannot flip the wrong way) and moves back when the server refuses.
 *
 * @example
 * <StateSwitch aria-label={`启用 ${row.account}`} checked={row.enabledMark === 1} permission="btn_edit"
 *   onChange={(on) => api.user.state({ id: row.id }, { enabledMark: on ? 1 : 0 })} />
 */
export function StateSwitch({
  checked,
  onChange,
  permission,
  disabled,
  'aria-label': label,
}: StateSwitchProps) {
  const can = useKit().usePermissions();
  const granted = permission === undefined || can.button(permission);
  const [shown, setShown] = useState(checked);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown(checked), [checked]);
  const change = async (desired: boolean) => {
    setShown(desired);
    setBusy(true);
    try {
      await onChange(desired);
    } catch {
      setShown(!desired);
    } finally {
      setBusy(false);
    }
  };
  const control = (
    <Switch
      aria-label={label}
      checked={shown}
      disabled={!granted || disabled || busy}
      aria-busy={busy || undefined}
      onCheckedChange={(value) => void change(value)}
    />
  );
  return can.explain && permission !== undefined
    ? can.explain('button', permission, granted, control)
    : control;
}
