import type { EndpointStep } from './endpoint-step.ts';
import { checkInput } from './steps/check-input.ts';
import { checkPermission } from './steps/check-permission.ts';
import { enforceDataScope } from './steps/enforce-data-scope.ts';
import { identifyCaller } from './steps/identify-caller.ts';
import { keepAnswer } from './steps/keep-answer.ts';
import { keepAuditReadOnly } from './steps/keep-audit-read-only.ts';
import { logAuditReads } from './steps/log-audit-reads.ts';
import { logOperation } from './steps/log-operation.ts';
import { maskPersonalFields } from './steps/mask-personal-fields.ts';
import { readRestoreOf } from './steps/read-restore-of.ts';
import { refuseMaskedValues } from './steps/refuse-masked-values.ts';
import { requireCurrentPassword } from './steps/require-current-password.ts';
import { requireSecondFactor } from './steps/require-second-factor.ts';

/**
 * What every request passes before its handler, in order: the caller (600/601/602, or a shortcut's
 * early answer), a password not expired and a second factor the policy asks for (428), the permission (403), an
 * audit-only account writing (403), a personal field sent back masked (400), the input (415, 400), the restore
 * header, the data scope (403).
 * A new step is a file under steps/ and a line here.
 */
export const stepsBeforeHandler: readonly EndpointStep[] = [
  identifyCaller,
  requireCurrentPassword,
  requireSecondFactor,
  checkPermission,
  keepAuditReadOnly,
  refuseMaskedValues,
  checkInput,
  readRestoreOf,
  enforceDataScope,
];

/**
 * What runs after a handler answered, before the envelope is sent: the operation log, audited reads, the
 * masks, and a kept list's answer kept.
 */
export const stepsAfterHandler: readonly EndpointStep[] = [
  logOperation,
  logAuditReads,
  maskPersonalFields,
  keepAnswer,
];
