export type { Area } from './area.ts';
export { areaEndpoints, areaInputSchema, areaSchema, areaUpdateSchema } from './area.ts';
export type { BatchResult } from './batch.ts';
export { BATCH_MAX, batchIdsSchema, batchResultSchema, batchStateBodySchema } from './batch.ts';
export type { BillRule } from './bill-rule.ts';
export {
  billDateFormatSchema,
  billRuleEndpoints,
  billRuleInputSchema,
  billRuleRowSchema,
  billRuleSchema,
  billRuleUpdateSchema,
} from './bill-rule.ts';
export type { ListQuery, TreeNode } from './common.ts';
export {
  auditShape,
  descriptionSchema,
  emptyDataSchema,
  enabledMarkSchema,
  enCodeSchema,
  fullNameSchema,
  idSchema,
  keywordQuerySchema,
  listOf,
  listQuerySchema,
  md5HexSchema,
  NO_EXCLUDED_ID,
  pageOf,
  pageSizes,
  paginationSchema,
  sortCodeSchema,
  stateDataSchema,
  timeSchema,
  treeNodeSchema,
} from './common.ts';
export type { Contract, NamedEndpoint } from './contract.ts';
export { contract, contractEndpoints } from './contract.ts';
export type { MySession, Profile } from './current-user.ts';
export {
  changePasswordBodySchema,
  currentUserEndpoints,
  mySessionSchema,
  profileBodySchema,
  profileSchema,
  systemLogQuerySchema,
  systemLogSchema,
} from './current-user.ts';
export type {
  BodyEncoding,
  BodyOf,
  DataOf,
  Endpoint,
  EndpointAuth,
  EndpointInput,
  Envelope,
  HttpMethod,
  PathParamNames,
  PathParams,
  QueryOf,
} from './define-endpoint.ts';
export { buildPath, defineEndpoint, envelopeSchema, pathParamSchema } from './define-endpoint.ts';
export type { Department } from './department.ts';
export {
  departmentEndpoints,
  departmentInputSchema,
  departmentListQuerySchema,
  departmentSchema,
  departmentUpdateSchema,
  merchantLinkSchema,
} from './department.ts';
export type {
  DictionaryData,
  DictionaryDataRow,
  DictionaryItem,
  DictionaryType,
  DictionaryTypeTreeRow,
} from './dictionary.ts';
export {
  dictionaryDataEndpoints,
  dictionaryDataInputSchema,
  dictionaryDataRowSchema,
  dictionaryDataSchema,
  dictionaryDataUpdateSchema,
  dictionaryItemSchema,
  dictionaryListSchema,
  dictionaryTypeEndpoints,
  dictionaryTypeInputSchema,
  dictionaryTypeSchema,
  dictionaryTypeTreeRowSchema,
  dictionaryTypeUpdateSchema,
} from './dictionary.ts';
export type {
  ExportFormat,
  ExportJob,
  ExportJobStart,
  ExportJobStatus,
  ExportListName,
} from './export-job.ts';
export {
  EXPORT_JOB_MAX_ROWS,
  exportFormatSchema,
  exportJobEndpoints,
  exportJobSchema,
  exportJobStartSchema,
  exportJobStatusSchema,
  exportListMenus,
  exportListNames,
  exportListSchema,
} from './export-job.ts';
export { fileEndpoints, staticConfigSchema, uploadedFileSchema, uploadTypeSchema } from './file.ts';
export type { HistoryAction, HistoryChange, HistoryEntry, HistoryKind } from './history.ts';
export {
  historyActionSchema,
  historyActions,
  historyChangeSchema,
  historyEndpoints,
  historyEntrySchema,
  historyExportQuerySchema,
  historyKindMenus,
  historyKindSchema,
  historyKinds,
  historySearchQuerySchema,
  RESTORE_OF_HEADER,
} from './history.ts';
export type {
  ImportMode,
  ImportPreview,
  ImportProgress,
  ImportResult,
  ImportRow,
  ImportRowCheck,
} from './import.ts';
export {
  IMPORT_MAX_ROWS,
  importCheckBodySchema,
  importColumnSchema,
  importCommitBodySchema,
  importCountsSchema,
  importEndpoints,
  importModeSchema,
  importPreviewQuerySchema,
  importPreviewSchema,
  importProgressSchema,
  importResultSchema,
  importRowCheckSchema,
  importRowSchema,
  importStatusSchema,
  importTicketSchema,
} from './import.ts';
export type { InputGuardReason } from './input-guard.ts';
export {
  badRequestDataSchema,
  CONTROL_CHARACTER,
  fieldProblemSchema,
  guardInput,
  MAX_TEXT_LENGTH,
} from './input-guard.ts';
export type { AuditCheck, AuditLogName, OperationLog, OperationResult, SignInLog } from './log.ts';
export {
  auditCheckSchema,
  auditEntrySchema,
  auditLogNameSchema,
  logEndpoints,
  logQuerySchema,
  operationLogQuerySchema,
  operationLogSchema,
  operationResultSchema,
  signInLogQuerySchema,
  signInLogSchema,
} from './log.ts';
export { onlineUserEndpoints, onlineUserSchema } from './online-user.ts';
export type { Organize, OrganizeTreeRow } from './organize.ts';
export {
  organizeAdminRightsSchema,
  organizeAdminSchema,
  organizeAdminUpdateSchema,
  organizeCategorySchema,
  organizeEndpoints,
  organizeInputSchema,
  organizePropertySchema,
  organizeSchema,
  organizeTreeRowSchema,
  organizeUpdateSchema,
} from './organize.ts';
export { personalButtons, personalFields, personalKindOf } from './personal-fields.ts';
export type { Position } from './position.ts';
export {
  positionEndpoints,
  positionInputSchema,
  positionListQuerySchema,
  positionRowSchema,
  positionSchema,
  positionUpdateSchema,
} from './position.ts';
export type { PrintTemplate } from './print-template.ts';
export {
  printTemplateEndpoints,
  printTemplateInputSchema,
  printTemplateRowSchema,
  printTemplateSchema,
  printTemplateUpdateSchema,
  printTypeSchema,
} from './print-template.ts';
export type { DataScope, PermissionTreeNode, Role, RoleMember } from './role.ts';
export {
  dataScopeSchema,
  permissionTreeNodeSchema,
  roleEndpoints,
  roleInputSchema,
  roleListQuerySchema,
  roleMemberSchema,
  roleMembersBodySchema,
  rolePermissionSchema,
  roleRowSchema,
  roleSchema,
  roleTypeSchema,
  roleUpdateSchema,
} from './role.ts';
export { optionalRuleField, ruleField } from './rule-field.ts';
export type { SavedView, SavedViewState } from './saved-view.ts';
export { savedViewEndpoints, savedViewSchema, savedViewStateSchema } from './saved-view.ts';
export type { SecondFactorSetup, SecondFactorStatus } from './second-factor.ts';
export {
  recoveryCodesSchema,
  secondFactorEndpoints,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
} from './second-factor.ts';
export type {
  Duty,
  DutyConflict,
  SecondFactorRequirement,
  SecurityPolicy,
  SecurityPolicyUpdate,
} from './security-policy.ts';
export {
  dutyConflictSchema,
  dutySchema,
  secondFactorRequirementSchema,
  securityPolicyEndpoints,
  securityPolicySchema,
  securityPolicyUpdateSchema,
} from './security-policy.ts';
export type { MenuEntry, PermissionEntry, SecondStepTicket } from './session.ts';
export {
  captchaDataSchema,
  currentUserDataSchema,
  currentUserInfoSchema,
  getCaptcha,
  getCurrentUser,
  lockScreenBodySchema,
  login,
  loginAnswerSchema,
  loginBodySchema,
  loginDataSchema,
  loginSecondStep,
  logout,
  menuEntrySchema,
  permissionEntrySchema,
  secondStepBodySchema,
  secondStepTicketSchema,
  sessionEndpoints,
  unlockScreen,
} from './session.ts';
export { SESSION_IDLE_HEADER } from './session-idle-header.ts';
export { statisticsEndpoints } from './statistics.ts';
export type { UpdateShape } from './update-body.ts';
export { STALE_RECORD_CODE, stateBodySchema, updateBodyOf } from './update-body.ts';
export type { User } from './user.ts';
export {
  genderSchema,
  revealBodySchema,
  revealFieldSchema,
  userBriefSchema,
  userEndpoints,
  userExportQuerySchema,
  userInputSchema,
  userListQuerySchema,
  userRowSchema,
  userSchema,
  userUpdateSchema,
} from './user.ts';
export type { WhoCanHolder, WhoCanKind, WhoCanQuery } from './who-can.ts';
export {
  whoCanDelegationSchema,
  whoCanEndpoints,
  whoCanExportQuerySchema,
  whoCanHolderSchema,
  whoCanKindSchema,
  whoCanQuerySchema,
  whoCanRoleSchema,
} from './who-can.ts';
export { signInDaySchema, workbenchEndpoints } from './workbench.ts';
