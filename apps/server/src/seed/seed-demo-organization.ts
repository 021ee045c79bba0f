import type { Database } from '../db/database.ts';
import { newId } from '../db/new-id.ts';
import { organizes, positions } from '../db/schema/index.ts';

/** Ids of the demo organisation the demo accounts are placed in, by enCode. */
export type DemoOrganization = Map<string, string>;

// Enterprise nature is stored as the item code of the `enterpriseNature` dictionary ('06' 事业单位),
// as the organisation form's dictionary select writes it.
const NATURE_PUBLIC_INSTITUTION = '06';

const tree = [
  ['pmc', '-', 'company', '党员关爱服务中心', '关爱中心', NATURE_PUBLIC_INSTITUTION],
  ['pmc.office', 'pmc', 'department', '综合办公室'],
  ['pmc.it', 'pmc', 'department', '信息技术部'],
  ['pmc.it.dev', 'pmc.it', 'department', '开发组'],
  ['pmc.party', 'pmc', 'department', '党建工作部'],
  ['pmc.care', 'pmc', 'department', '关爱服务部'],
  ['east', 'pmc', 'company', '华东分中心', '华东分中心', NATURE_PUBLIC_INSTITUTION],
  ['east.office', 'east', 'department', '华东综合部'],
  ['east.care', 'east', 'department', '华东关爱服务部'],
] as const;

const positionSeeds = [
  ['director', '中心主任', 'manager', 'pmc'],
  ['officeHead', '办公室主任', 'manager', 'pmc.office'],
  ['developer', '开发工程师', 'technical', 'pmc.it.dev'],
  ['partyClerk', '党建专员', 'business', 'pmc.party'],
  ['careWorker', '关爱专员', 'business', 'pmc.care'],
  ['eastCare', '华东关爱专员', 'business', 'east.care'],
] as const;

export async function seedDemoOrganization(
  db: Database,
  now: number,
): Promise<{ orgs: DemoOrganization; positions: Map<string, string> }> {
  const orgs: DemoOrganization = new Map();
  const rows = tree.map(([code, parent, category, fullName, shortName, nature], index) => {
    const id = newId();
    orgs.set(code, id);
    return {
      id,
      parentId: parent === '-' ? '-1' : (orgs.get(parent) as string),
      category,
      fullName,
      enCode: code,
      shortName: shortName ?? null,
      enterpriseNature: nature ?? null,
      sortCode: index + 1,
      creatorTime: now,
    };
  });
  await db.insert(organizes).values(rows);
  const positionIds = new Map<string, string>();
  await db.insert(positions).values(
    positionSeeds.map(([code, fullName, type, org], index) => {
      const id = newId();
      positionIds.set(code, id);
      return {
        id,
        fullName,
        enCode: code,
        type,
        organizeId: orgs.get(org) as string,
        sortCode: index + 1,
        creatorTime: now,
      };
    }),
  );
  return { orgs, positions: positionIds };
}
