export { areas } from './area.ts';
export { captchas, loginLogs, operationLogs, sessions } from './auth.ts';
export { billRules } from './bill-rule.ts';
export { dictionaryData, dictionaryTypes } from './dictionary.ts';
export { downloadTickets, printTemplates, uploadedFiles } from './file.ts';
export { menus, permissionItems } from './menus.ts';
export { organizeAdmins, organizes, positions, userPositions } from './organize.ts';
export { roleDataScopeOrgs, rolePermissions, roles } from './roles.ts';
export { userRoles, users } from './users.ts';
