import { defineCatalog } from '@pmc/i18n';
import { systemMessages } from '../../page-parts/messages.ts';
import { departmentMessages } from './department/messages.ts';
import enTexts from './locales/en.ts';
import zhtwTexts from './locales/zhtw.ts';
import { onlineUserMessages } from './online-user/messages.ts';
import { organizeMessages } from './organize/messages.ts';
import { positionMessages } from './position/messages.ts';

const descriptors = [
  systemMessages,
  organizeMessages,
  departmentMessages,
  positionMessages,
  onlineUserMessages,
]
  .flatMap((group) => Object.values(group))
  .map((descriptor) => [descriptor.id, descriptor] as const);

/**
 * The organisation, department, position and online-user pages' texts (and the shared system ones) in
 * zh, en and zhtw. Each page that shows them loads it, so they arrive with the first of those pages,
 * never with /login or the chrome.
 */
export const orgPagesCatalog = defineCatalog(Object.fromEntries(descriptors), {
  en: enTexts,
  zhtw: zhtwTexts,
});
