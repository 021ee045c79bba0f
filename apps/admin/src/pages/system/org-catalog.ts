import { defineCatalog } from '@pmc/i18n';
import { systemMessages } from '../../page-parts/messages.ts';
import { departmentMessages } from './department/messages.ts';
import { onlineUserMessages } from './online-user/messages.ts';
import enTexts from './org-locales/en.ts';
import zhtwTexts from './org-locales/zhtw.ts';
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
 * The organisation, department, position and online-user pages' texts in zh, en and zhtw. Loaded by
 * ./org-texts.ts with the first of those pages, never with /login or the chrome.
 */
export const orgPagesCatalog = defineCatalog(Object.fromEntries(descriptors), {
  en: enTexts,
  zhtw: zhtwTexts,
});
