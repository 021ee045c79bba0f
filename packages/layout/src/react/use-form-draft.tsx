import { Button } from '@pmc/ui';
import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { layoutMessages } from '../messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';
import { LayoutContext } from './layout-context.tsx';
import { PageTabContext } from './page-tab.tsx';

/** One form's part in keeping its unsaved input across a forced reload. */
export interface FormDraftOptions<V extends object> {
  /** The form's id within its page (a dialog adds its mode and record: `user:edit:42`). */
  id: string;
  /** What the form holds now. */
  values: V;
  /** True while the form holds unsaved input (what its close guard is told). */
  dirty: boolean;
  /** Names never kept (password inputs, fields declared secret). */
  secret?: readonly string[];
  /** Puts the kept values back as the person's own edits (so a save sends what changed). */
  apply: (values: Partial<V>) => void;
  /** False while the form is not shown (a closed dialog): nothing is offered or kept. Default true. */
  enabled?: boolean;
}

/**
 * Keeps a page form's unsaved input in the browser (the Shell's `drafts`) while it is dirty, forgets it
 * when the form is saved or reset, and after a forced reload returns the offer "恢复未保存的内容？" with
 * 恢复 / 丢弃 to show above the form. Outside a Shell with drafts it does nothing and returns null.
 *
 * @example
 * const offer = useFormDraft({ id: 'info', values: form, dirty, apply: (v) => setForm({ ...form, ...v }) });
 * return <>{offer}<form>…</form></>;
 */
export function useFormDraft<V extends object>(options: FormDraftOptions<V>): ReactNode {
  const { id, values, dirty, secret, apply, enabled = true } = options;
  const drafts = useContext(LayoutContext)?.drafts;
  const tab = useContext(PageTabContext);
  const t = useLayoutT();
  const key = drafts && tab ? `${tab.path}#${id}` : undefined;
  const form = enabled ? key : undefined;
  const [offer, setOffer] = useState<{ form: string; values: Partial<V> } | null>(null);
  // The key last written: a dialog's id changes as it closes, yet its save or 取消 must drop that draft.
  const savedAs = useRef<string | undefined>(undefined);

  // What a forced reload held for this form is offered once the form shows for the same user.
  useEffect(() => {
    if (!form || !drafts) return;
    const kept = drafts.offered(form) as Partial<V> | undefined;
    setOffer((current) => (kept ? { form, values: kept } : current?.form === form ? current : null));
  }, [form, drafts]);

  const pending = offer !== null && offer.form === form;
  const secretKey = secret?.join('\u0000') ?? '';
  useEffect(() => {
    // While an offer waits, the kept draft is the person's to take or drop: typing must not overwrite it.
    if (!drafts || pending) return;
    if (form && dirty) {
      drafts.save(form, values as Record<string, unknown>, secretKey ? secretKey.split('\u0000') : []);
      savedAs.current = form;
    } else if (savedAs.current && !dirty) {
      // Saved, reset or closed by choice: what was kept is no longer unsaved input.
      drafts.remove(savedAs.current);
      savedAs.current = undefined;
    }
  }, [form, drafts, pending, dirty, values, secretKey]);

  if (!pending || !drafts || !form) return null;
  const restore = () => {
    setOffer(null);
    apply(offer.values);
  };
  const discard = () => {
    setOffer(null);
    drafts.remove(form);
  };
  return (
    <div className="pmc-draft-offer" role="status" data-testid="draft-offer">
      <span className="pmc-draft-offer__text">{t(layoutMessages.draftOffer)}</span>
      <Button variant="primary" size="small" onClick={restore}>
        {t(layoutMessages.draftRestore)}
      </Button>
      <Button size="small" onClick={discard}>
        {t(layoutMessages.draftDiscard)}
      </Button>
    </div>
  );
}
