export type { ChangePasswordField, ChangePasswordValues } from './auth/change-password.ts';
export {
  changePasswordRevalidate,
  changePasswordSchema,
  createChangePasswordSchema,
  PASSWORD_INPUT_MAX_LENGTH,
} from './auth/change-password.ts';
export {
  isOneTimeCode,
  isRecoveryCode,
  isSecondFactorCode,
  normalizeOneTimeCode,
  ONE_TIME_CODE_LENGTH,
  RECOVERY_CODE_COUNT,
} from './auth/one-time-code.ts';
export type { SignInValues } from './auth/sign-in.ts';
export { createSignInSchema, createSmsSignInSchema, signInSchema, smsSignInSchema } from './auth/sign-in.ts';
export type { SignInAccount } from './auth/sign-in-account.ts';
export { isSubAccount, parseSignInAccount } from './auth/sign-in-account.ts';
export type { SignInForm, SignInProblems } from './auth/sign-in-problems.ts';
export { signInProblems } from './auth/sign-in-problems.ts';
export { isStrongPassword, STRONG_PASSWORD_LENGTH } from './auth/strong-password.ts';
export type { BillDateFormat, BillNumberRule } from './bill/bill-number.ts';
export {
  billDatePart,
  formatBillNumber,
  nextBillNumbers,
  nextBillSerial,
} from './bill/bill-number.ts';
export { BILL_TIME_ZONE } from './bill/bill-time-zone.ts';
export type { CalcErrorCode, CalcMalformedReason } from './calc/calc-error.ts';
export { CalcError } from './calc/calc-error.ts';
export type { CompiledExpression } from './calc/compile-expression.ts';
export { compileExpression } from './calc/compile-expression.ts';
export type { CalcFields, CalcFieldValue } from './calc/evaluate-expression.ts';
export { calculate, evaluateExpression } from './calc/evaluate-expression.ts';
export type { CalcNode } from './calc/parse-expression.ts';
export { parseExpression } from './calc/parse-expression.ts';
export type { CalcOperator, CalcToken } from './calc/tokenize.ts';
export { tokenize } from './calc/tokenize.ts';
export type { FileCountLimit } from './files/file-count.ts';
export { checkFileCount } from './files/file-count.ts';
export type { FileSizeLimit, FileSizeUnit } from './files/file-size.ts';
export { checkFileSize, DEFAULT_FILE_SIZE_LIMIT, fileSizeLimitBytes } from './files/file-size.ts';
export { IMPORT_MAX_ROWS } from './files/import-rows.ts';
export { checkPickerSelection } from './files/picker.ts';
export { amountToChinese } from './format/amount-to-chinese.ts';
export { DATE_FORMAT, DATE_TIME_FORMAT } from './format/date-patterns.ts';
export { formatAmount } from './format/format-amount.ts';
export type { DateInput, FormatDateOptions } from './format/format-date.ts';
export { formatDate, formatDateTime, toDate } from './format/format-date.ts';
export { formatFileSize } from './format/format-file-size.ts';
export { formatList } from './format/format-list.ts';
export type { PersonalKind } from './format/mask-personal.ts';
export {
  holdsMask,
  MASK_CHARACTER,
  maskEmail,
  maskIdCard,
  maskMobile,
  maskPersonal,
} from './format/mask-personal.ts';
export type { RelativeTime, RelativeTimeOptions, RelativeTimeReading } from './format/relative-time.ts';
export { describeRelativeTime } from './format/relative-time.ts';
export { TRUNCATE_LENGTH, truncateText } from './format/truncate-text.ts';
export { validatorsLazyCatalog } from './lazy-catalog.ts';
export type { Locale, MessageDescriptor, MessageValues, Translate } from './message-descriptor.ts';
export { withValues } from './message-descriptor.ts';
export type { ValidatorsMessageKey } from './messages.ts';
export { validatorsMessages } from './messages.ts';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './paging/page-sizes.ts';
export { accountRule, accountSchema, isAccount } from './rules/account.ts';
export { chineseRule, chineseSchema, isChinese } from './rules/chinese.ts';
export { codeRule, codeSchema, isCode } from './rules/code.ts';
export type { FormRule } from './rules/define-rule.ts';
export { createRuleSchema, createRuleValidator } from './rules/define-rule.ts';
export { emailRule, emailSchema, isEmail } from './rules/email.ts';
export type { FormRuleKey } from './rules/form-rules.ts';
export { formRules } from './rules/form-rules.ts';
export type { IdCardOptions } from './rules/id-card.ts';
export { idCardCheckCharacter, idCardRule, idCardSchema, isIdCard } from './rules/id-card.ts';
export { isLicensePlate, licensePlateRule, licensePlateSchema } from './rules/license-plate.ts';
export { isMobile, mobileRule, mobileSchema } from './rules/mobile.ts';
export { isName, nameRule, nameSchema } from './rules/name.ts';
export { isNumericCode, numericCodeRule, numericCodeSchema } from './rules/numeric-code.ts';
export { isPassword, passwordRule, passwordSchema } from './rules/password.ts';
export { isPhone, phoneRule, phoneSchema } from './rules/phone.ts';
export { isPositiveInteger, positiveIntegerRule, positiveIntegerSchema } from './rules/positive-integer.ts';
export type { SecurityPolicyField, WholeRange } from './rules/security-policy-limits.ts';
export {
  isIdleWithinAbsolute,
  isWithinPolicyLimit,
  securityPolicyLimits,
} from './rules/security-policy-limits.ts';
export { isEmptyValue } from './rules/text.ts';
export { isTime, timeRule, timeSchema } from './rules/time.ts';
