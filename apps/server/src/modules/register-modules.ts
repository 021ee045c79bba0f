import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { registerApiDocsRoutes } from './api-docs/api-docs-routes.ts';
import { registerAreaRoutes } from './area/area-routes.ts';
import { registerBillRuleRoutes } from './bill-rule/bill-rule-routes.ts';
import { registerDictionaryDataRoutes } from './dictionary/dictionary-data-routes.ts';
import { registerDictionaryTypeRoutes } from './dictionary/dictionary-type-routes.ts';
import { registerFileRoutes } from './file/file-routes.ts';
import { registerStaticRoutes } from './file/static-routes.ts';
import { registerOnlineUserRoutes } from './online-user/online-user-routes.ts';
import { registerDepartmentRoutes } from './organize/department-routes.ts';
import { registerOrganizeRoutes } from './organize/organize-routes.ts';
import { registerPositionRoutes } from './position/position-routes.ts';
import { registerPrintTemplateRoutes } from './print-template/print-template-routes.ts';
import { registerProfileRoutes } from './profile/profile-routes.ts';
import { registerRolePermissionRoutes } from './role/role-permission-routes.ts';
import { registerRoleRoutes } from './role/role-routes.ts';
import { registerCaptchaRoutes } from './session/captcha-routes.ts';
import { registerCurrentUserRoutes } from './session/current-user-routes.ts';
import { registerLoginRoutes } from './session/login-routes.ts';
import { registerStatisticsRoutes } from './statistics/statistics-routes.ts';
import { registerUserPickerRoutes } from './user/user-picker-routes.ts';
import { registerUserRoutes } from './user/user-routes.ts';

/** The one place where every domain module is registered. */
export function registerModules(app: FastifyInstance, ctx: AppContext): void {
  registerCaptchaRoutes(app, ctx);
  registerLoginRoutes(app, ctx);
  registerCurrentUserRoutes(app, ctx);
  registerOrganizeRoutes(app, ctx);
  registerDepartmentRoutes(app, ctx);
  registerPositionRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerUserPickerRoutes(app, ctx);
  registerRoleRoutes(app, ctx);
  registerRolePermissionRoutes(app, ctx);
  registerDictionaryTypeRoutes(app, ctx);
  registerDictionaryDataRoutes(app, ctx);
  registerAreaRoutes(app, ctx);
  registerBillRuleRoutes(app, ctx);
  registerOnlineUserRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerStaticRoutes(app, ctx);
  registerPrintTemplateRoutes(app, ctx);
  registerStatisticsRoutes(app, ctx);
  registerApiDocsRoutes(app);
}
