export { captchas, loginLogs, operationLogs, sessions } from './auth.ts';
export { menus, permissionItems } from './menus.ts';
export { roleDataScopeOrgs, rolePermissions, roles } from './roles.ts';
export { userRoles, users } from './users.ts';
