import { i18nMessages } from '@pmc/i18n';
import { expect, it } from 'vitest';
import { adminMessages } from '../messages.ts';
import { fixedTitle } from './fixed-title.ts';

it('gives a fixed page title in zh, en and zhtw from the catalogues', () => {
  expect(fixedTitle(i18nMessages.profile).zh).toBe('个人信息');
  expect(fixedTitle(adminMessages.lockScreen)).toEqual({ zh: '锁屏', en: 'Lock screen', zhtw: '鎖屏' });
});

it('falls back to the zh source for an id no catalogue has', () => {
  expect(fixedTitle({ id: 'nowhere.x', message: '无' })).toEqual({ zh: '无', en: '无', zhtw: '无' });
});
