import { useContext, useEffect, useMemo, useState } from 'react';
import { LayoutContext } from './layout-context.tsx';
import { PageTabContext } from './page-tab.tsx';

/** The forms of the current page that have unsaved input to offer back after a forced reload. */
export interface PageDrafts {
  /** Their ids within the page (as given to `useFormDraft`), e.g. `user:edit:42`. */
  forms: readonly string[];
  /** Asks the form to take its draft back as soon as it shows; the page then opens that form. */
  resume: (form: string) => void;
  /** Forgets the form's draft. */
  discard: (form: string) => void;
}

/**
 * The drafts of the page's forms that are not showing yet (a closed dialog's), so the page can offer
 * them on arrival: `resume` then open the form, and `useFormDraft` puts the draft back without asking.
 * Outside a Shell with drafts the list is empty.
 *
 * @example
 * const { forms, resume } = usePageDrafts();
 * forms.includes('user:create:') && <button onClick={() => { resume('user:create:'); openAdd(); }}>继续编辑</button>
 */
export function usePageDrafts(): PageDrafts {
  const drafts = useContext(LayoutContext)?.drafts;
  const tab = useContext(PageTabContext);
  const prefix = drafts && tab ? `${tab.path}#` : undefined;
  const [forms, setForms] = useState<readonly string[]>([]);
  useEffect(() => {
    setForms(drafts && prefix ? drafts.offeredUnder(prefix).map((form) => form.slice(prefix.length)) : []);
  }, [drafts, prefix]);
  return useMemo(() => {
    const drop = (form: string) => setForms((current) => current.filter((f) => f !== form));
    return {
      forms,
      resume: (form) => {
        if (drafts && prefix) drafts.resume(prefix + form);
        drop(form);
      },
      discard: (form) => {
        if (drafts && prefix) drafts.remove(prefix + form);
        drop(form);
      },
    };
  }, [forms, drafts, prefix]);
}
