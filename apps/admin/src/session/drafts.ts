import { createDraftStore, createMemoryStorage } from '@pmc/layout';
import { session } from './session-store.ts';

/**
 * The pages' unsaved form input, kept per signed-in user in localStorage (never a password or a secret)
 * so a reload the person did not choose does not lose it; the Shell and the kit's forms use it.
 */
export const drafts = createDraftStore({
  storage: typeof localStorage === 'undefined' ? createMemoryStorage() : localStorage,
  user: () => session.userInfo?.uid,
});

// Drafts older than 24 hours go at start, whoever they belonged to.
drafts.purge();

/**
 * A reload the person did not choose (an ended session, a new version, a chunk of an old build): what
 * the forms of this page load hold is offered back once the same user is on the page again.
 */
export function reloadKeepingDrafts(): void {
  drafts.hold();
  window.location.reload();
}
