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
  /**
   * What the form loaded (an edited record's values and its version, e.g. `lastModifyTime`). Kept with
   * the draft: a restore puts back only the fields the person changed, and says so when the record has
   * changed since (someone else saved it) instead of overwriting the newer values.
   */
  base?: Record<string, unknown>;
}

interface Offer<V> {
  form: string;
  /** Only what the person changed (everything typed when the form gave no `base`). */
  values: Partial<V>;
  /** The record changed on the server since the draft was taken. */
  conflict: boolean;
  /** The person chose 继续编辑 before the form showed: put it back without asking. */
  auto: boolean;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The kept values the person changed from what the form had loaded. */
function changedOf(values: Record<string, unknown>, base: Record<string, unknown> | undefined) {
  if (!base) return values;
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => !same(value, base[name])));
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
  const { id, values, dirty, secret, apply, enabled = true, base } = options;
  const drafts = useContext(LayoutContext)?.drafts;
  const tab = useContext(PageTabContext);
  const t = useLayoutT();
  const key = drafts && tab ? `${tab.path}#${id}` : undefined;
  const form = enabled ? key : undefined;
  const [offer, setOffer] = useState<Offer<V> | null>(null);
  // The key last written: a dialog's id changes as it closes, yet its save or 取消 must drop that draft.
  const savedAs = useRef<string | undefined>(undefined);
  // Read when the form shows and on each keep, not a reason to offer again.
  const baseNow = useRef(base);
  baseNow.current = base;
  const applyNow = useRef(apply);
  applyNow.current = apply;

  // What a forced reload held for this form is offered once the form shows for the same user.
  useEffect(() => {
    if (!form || !drafts) return;
    const kept = drafts.offeredDraft(form);
    if (!kept) {
      setOffer((current) => (current?.form === form ? current : null));
      return;
    }
    const fresh = baseNow.current;
    const conflict = Boolean(
      kept.base && fresh && Object.entries(kept.base).some(([name, value]) => !same(value, fresh[name])),
    );
    const resumed = drafts.takeResume(form);
    const values = changedOf(kept.values, kept.base) as Partial<V>;
    setOffer({ form, values, conflict, auto: resumed && !conflict });
  }, [form, drafts]);

  // 继续编辑 chosen on the page: put the draft back on the next commit, after the form has loaded its
  // record (a dialog resets itself to the record in the same commit that shows it).
  useEffect(() => {
    if (!offer?.auto || offer.form !== form) return;
    setOffer(null);
    applyNow.current(offer.values);
  }, [offer, form]);

  const pending = offer !== null && offer.form === form;
  const secretKey = secret?.join('\u0000') ?? '';
  useEffect(() => {
    // While an offer waits, the kept draft is the person's to take or drop: typing must not overwrite it.
    if (!drafts || pending) return;
    if (form && dirty) {
      const secretNames = secretKey ? secretKey.split('\u0000') : [];
      drafts.save(form, values as Record<string, unknown>, secretNames, baseNow.current);
      savedAs.current = form;
    } else if (savedAs.current && !dirty) {
      // Saved, reset or closed by choice: what was kept is no longer unsaved input.
      drafts.remove(savedAs.current);
      savedAs.current = undefined;
    }
  }, [form, drafts, pending, dirty, values, secretKey]);

  if (!pending || offer.auto || !drafts || !form) return null;
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
      <span className="pmc-draft-offer__text">
        {t(offer.conflict ? layoutMessages.draftConflict : layoutMessages.draftOffer)}
      </span>
      <Button variant="primary" size="small" onClick={restore}>
        {t(offer.conflict ? layoutMessages.draftKeepMine : layoutMessages.draftRestore)}
      </Button>
      <Button size="small" onClick={discard}>
        {t(layoutMessages.draftDiscard)}
      </Button>
    </div>
  );
}
