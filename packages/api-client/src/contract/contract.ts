import { areaEndpoints } from './area.ts';
import { billRuleEndpoints } from './bill-rule.ts';
import { currentUserEndpoints } from './current-user.ts';
import type { Endpoint } from './define-endpoint.ts';
import { departmentEndpoints } from './department.ts';
import { dictionaryDataEndpoints, dictionaryTypeEndpoints } from './dictionary.ts';
import { exportJobEndpoints } from './export-job.ts';
import { fileEndpoints } from './file.ts';
import { historyEndpoints } from './history.ts';
import { logEndpoints } from './log.ts';
import { onlineUserEndpoints } from './online-user.ts';
import { organizeEndpoints } from './organize.ts';
import { positionEndpoints } from './position.ts';
import { printTemplateEndpoints } from './print-template.ts';
import { roleEndpoints } from './role.ts';
import { savedViewEndpoints } from './saved-view.ts';
import { secondFactorEndpoints } from './second-factor.ts';
import { securityPolicyEndpoints } from './security-policy.ts';
import { sessionEndpoints } from './session.ts';
import { statisticsEndpoints } from './statistics.ts';
import { userEndpoints } from './user.ts';
import { whoCanEndpoints } from './who-can.ts';
import { workbenchEndpoints } from './workbench.ts';

/**
 * Every endpoint of the API, grouped by domain. The server registers its routes from it and the
 * client derives one typed function per endpoint, so neither can miss one.
 * @example
 * const api = createApiClient(core, contract);
 * await api.area.info({ params: { id: '110000' } });
 */
export const contract = {
  session: sessionEndpoints,
  currentUser: currentUserEndpoints,
  area: areaEndpoints,
  organize: organizeEndpoints,
  position: positionEndpoints,
  department: departmentEndpoints,
  dictionaryType: dictionaryTypeEndpoints,
  dictionaryData: dictionaryDataEndpoints,
  user: userEndpoints,
  role: roleEndpoints,
  billRule: billRuleEndpoints,
  file: fileEndpoints,
  onlineUser: onlineUserEndpoints,
  log: logEndpoints,
  printTemplate: printTemplateEndpoints,
  statistics: statisticsEndpoints,
  history: historyEndpoints,
  workbench: workbenchEndpoints,
  securityPolicy: securityPolicyEndpoints,
  secondFactor: secondFactorEndpoints,
  whoCan: whoCanEndpoints,
  savedView: savedViewEndpoints,
  exportJob: exportJobEndpoints,
} as const;

export type Contract = typeof contract;

/** One contract endpoint with the domain and name it has in `contract`. */
export interface NamedEndpoint {
  domain: string;
  name: string;
  endpoint: Endpoint;
}

/** Every endpoint of `contract` as a flat list (the server's sweep test walks it). */
export const contractEndpoints: NamedEndpoint[] = Object.entries(contract).flatMap(([domain, group]) =>
  Object.entries(group).map(([name, endpoint]) => ({ domain, name, endpoint: endpoint as Endpoint })),
);
