import { beforeEach, describe, expect, it } from 'vitest';
import { createDraftStore, DRAFT_KEY_PREFIX, DRAFT_TTL_MS } from './draft-store.ts';

let time = 1_000_000;
let who: string | undefined = 'u1';
const store = () => createDraftStore({ storage: localStorage, user: () => who, now: () => time });
const stored = () => Object.keys(localStorage).filter((k) => k.startsWith(DRAFT_KEY_PREFIX));

beforeEach(() => {
  localStorage.clear();
  time = 1_000_000;
  who = 'u1';
});

describe('createDraftStore', () => {
  it('offers a draft back only after a forced reload held it', () => {
    const before = store();
    before.save('/profile#info', { realName: 'Li' });
    expect(before.offered('/profile#info')).toBeUndefined();
    before.hold();
    // the reload: a new page load reads what the old one held
    expect(store().offered('/profile#info')).toEqual({ realName: 'Li' });
  });

  it('never keeps declared secrets nor names that look like a password or token', () => {
    const drafts = store();
    drafts.save('/x#f', { note: 'a', pin: '1234', password: 'p', newPwd: 'q', apiToken: 't' }, ['pin']);
    drafts.hold();
    expect(store().offered('/x#f')).toEqual({ note: 'a' });
    expect(JSON.stringify(localStorage)).not.toMatch(/1234|"p"|"q"|"t"/);
  });

  it('keeps drafts per user: another user signed in on the same browser is not offered them', () => {
    const drafts = store();
    drafts.save('/x#f', { note: 'mine' });
    drafts.hold();
    who = 'u2';
    expect(store().offered('/x#f')).toBeUndefined();
    who = 'u1';
    expect(store().offered('/x#f')).toEqual({ note: 'mine' });
  });

  it('is gone after 24 hours', () => {
    const drafts = store();
    drafts.save('/x#f', { note: 'old' });
    drafts.hold();
    time += DRAFT_TTL_MS + 1;
    expect(store().offered('/x#f')).toBeUndefined();
    expect(stored()).toEqual([]);
  });

  it('purge drops expired drafts of every user and keeps fresh ones', () => {
    const drafts = store();
    drafts.save('/a#f', { note: 'old' });
    time += DRAFT_TTL_MS;
    who = 'u2';
    drafts.save('/b#f', { note: 'new' });
    time += 1;
    store().purge();
    expect(stored()).toEqual([`${DRAFT_KEY_PREFIX}u2:/b#f`]);
  });

  it('forgets one form, the forms of a closed tab, and every draft of a user who signs out', () => {
    const drafts = store();
    drafts.save('/a#one', { n: 1 });
    drafts.save('/a#two', { n: 2 });
    drafts.save('/b#one', { n: 3 });
    drafts.remove('/a#one');
    expect(stored()).toHaveLength(2);
    drafts.removeUnder('/a#');
    expect(stored()).toEqual([`${DRAFT_KEY_PREFIX}u1:/b#one`]);
    who = 'u2';
    drafts.save('/b#one', { n: 4 });
    who = 'u1';
    drafts.clearUser();
    expect(stored()).toEqual([`${DRAFT_KEY_PREFIX}u2:/b#one`]);
  });

  it('holds only what this page load wrote, and does nothing while nobody is signed in', () => {
    const other = store();
    other.save('/x#f', { note: 'other tab' });
    const here = store();
    here.hold();
    expect(store().offered('/x#f')).toBeUndefined();
    who = undefined;
    here.save('/y#f', { note: 'nobody' });
    expect(stored()).toHaveLength(1);
  });
});

describe('createDraftStore: drafts offered on arrival at a page', () => {
  it('lists the held drafts of a page and keeps what the form had loaded beside them', () => {
    const before = store();
    before.save('/users#user:edit:7', { name: 'Wei', password: 'x' }, [], { name: 'Li', version: 3 });
    before.save('/users#user:create:', { name: 'New' });
    before.save('/roles#role:create:', { name: 'Other page' });
    before.hold();
    const after = store();
    expect(after.offeredUnder('/users#').sort()).toEqual(['/users#user:create:', '/users#user:edit:7']);
    expect(after.offeredDraft('/users#user:edit:7')).toEqual({
      values: { name: 'Wei' },
      base: { name: 'Li', version: 3 },
    });
    expect(after.offeredDraft('/users#user:create:')).toEqual({ values: { name: 'New' } });
  });

  it('answers a resume request once, for the user who made it', () => {
    const drafts = store();
    drafts.resume('/users#user:create:');
    who = 'u2';
    expect(drafts.takeResume('/users#user:create:')).toBe(false);
    who = 'u1';
    expect(drafts.takeResume('/users#user:create:')).toBe(true);
    expect(drafts.takeResume('/users#user:create:')).toBe(false);
  });

  it('lists nothing that is not held, and nothing while nobody is signed in', () => {
    const drafts = store();
    drafts.save('/users#user:create:', { name: 'New' });
    expect(store().offeredUnder('/users#')).toEqual([]);
    drafts.hold();
    who = undefined;
    expect(store().offeredUnder('/users#')).toEqual([]);
  });
});
