import { type Translatable, useTranslate } from '@pmc/ui';
import { holdsMask } from '@pmc/validators';
import { useState } from 'react';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';
import { RevealDialog } from './reveal-dialog.tsx';

export interface MaskedValueProps {
  /** The value as the server answered it: masked (`138****0000`), or null. */
  value: string | null | undefined;
  /** What the value is (手机), named by the reveal dialog. */
  label: Translatable;
  /** The page's button code that allows a reveal (查看个人信息); without it there is no 显示. */
  permission: string;
  /** Asks the server for the value in full, with the reason; the request core reports a refusal. */
  reveal: (reason: string) => Promise<string | null>;
}

/**
 * A personal value as the server masked it, with 显示 beside it for a holder of the page's reveal
 * button: it asks for a reason and then shows that one value in full, in this cell only.
 *
 * @example
 * <MaskedValue value={row.mobile} label="手机" permission="btn_viewPersonal"
 *   reveal={(reason) => revealUserField(row.id, 'mobile', reason)} />
 */
export function MaskedValue({ value, label, permission, reveal }: MaskedValueProps) {
  const t = useTranslate();
  const can = useKit().usePermissions();
  const [full, setFull] = useState<string | null>();
  const [asking, setAsking] = useState(false);
  if (!value) return null;
  const granted = can.button(permission);
  const show =
    full === undefined && holdsMask(value) ? (
      <button
        type="button"
        className="pmc-masked-value__show"
        aria-label={t(m.revealOf, { field: t(label) })}
        disabled={!granted}
        onClick={() => setAsking(true)}
      >
        {t(m.reveal)}
      </button>
    ) : null;
  return (
    <span className="pmc-masked-value" data-slot="masked-value">
      <span className="pmc-masked-value__text">{full ?? value}</span>
      {show && can.explain ? can.explain('button', permission, granted, show) : granted ? show : null}
      {asking ? (
        <RevealDialog
          open
          onOpenChange={setAsking}
          label={label}
          onReveal={async (reason) => setFull(await reveal(reason))}
        />
      ) : null}
    </span>
  );
}
