import { defineCatalog } from '@pmc/i18n';
import { verifyMessages } from './audit-verify/verify-messages.ts';
import enTexts from './locales/en.ts';
import zhtwTexts from './locales/zhtw.ts';
import {
  auditMessages,
  authorizeMessages,
  delegationMessages,
  logMessages,
  previewMessages,
  roleMessages,
} from './messages.ts';

const descriptors = [
  roleMessages,
  authorizeMessages,
  previewMessages,
  delegationMessages,
  logMessages,
  auditMessages,
  verifyMessages,
]
  .flatMap((group) => Object.values(group))
  .map((descriptor) => [descriptor.id, descriptor] as const);

/** The role, authorize, delegated-administrator and log pages' texts in zh, en and zhtw. */
export const permPagesCatalog = defineCatalog(Object.fromEntries(descriptors), {
  en: enTexts,
  zhtw: zhtwTexts,
});
