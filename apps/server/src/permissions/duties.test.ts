import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/open-database.ts';
import type { MenuSeed } from '../seed/menus/menu-seed.ts';
import { menuCatalog } from '../seed/seed-menus.ts';
import { dutyOfItem, dutyOfMenu, dutyRoles, itemDuty } from './duties.ts';

function seededPermissions(): { menus: string[]; items: string[] } {
  const found = { menus: [] as string[], items: [] as string[] };
  const visit = (seed: MenuSeed) => {
    found.menus.push(seed.code);
    for (const [kind, list] of [
      ['button', seed.buttons],
      ['column', seed.columns],
      ['form', seed.forms],
    ] as const)
      for (const [code] of list ?? []) found.items.push(`${seed.code}/${kind}/${code}`);
    seed.children?.forEach(visit);
  };
  menuCatalog.forEach(visit);
  return found;
}

describe('the duty map of 三员分立', () => {
  const seeded = seededPermissions();

  it('names every page of the seed exactly once, and nothing else', () => {
    expect(Object.keys(dutyOfMenu).sort()).toEqual([...seeded.menus].sort());
    expect(new Set(seeded.menus).size).toBe(seeded.menus.length);
  });

  it('gives every permission item of the seed one duty or common, and its exceptions name real items', () => {
    for (const key of Object.keys(dutyOfItem)) expect(seeded.items).toContain(key);
    for (const key of seeded.items) {
      const [menu = '', kind = '', code = ''] = key.split('/');
      expect(['system', 'security', 'audit', 'common']).toContain(itemDuty(menu, kind, code));
    }
  });

  it('puts the pages of the duties where the guide says', () => {
    const of = (duty: string) =>
      Object.entries(dutyOfMenu)
        .filter(([code, d]) => d === duty && (code.startsWith('system.') || code.startsWith('permission.')))
        .map(([code]) => code)
        .sort();
    expect(of('security')).toEqual([
      'permission.organizeAdmin',
      'system.authorize',
      'system.onlineUser',
      'system.role',
      'system.securityPolicy',
    ]);
    expect(of('audit')).toEqual([
      'permission.operationLog',
      'permission.recordHistory',
      'permission.signInLog',
    ]);
    expect(of('system')).toEqual([
      'system.area',
      'system.billRule',
      'system.department',
      'system.dictionary',
      'system.organize',
      'system.position',
      'system.user',
    ]);
  });

  it("is the list migration 0021 grants older databases' duty roles", () => {
    const sql = fs.readFileSync(path.join(migrationsFolder(), '0021_separation_of_duties.sql'), 'utf8');
    const listed = [...sql.matchAll(/\('([\w.]+)', '(duty\w+)'\)/g)].map(
      ([, code, role]) => `${code} ${role}`,
    );
    const expected = Object.entries(dutyOfMenu)
      .filter(([, duty]) => duty !== 'common')
      .map(([code, duty]) => `${code} ${dutyRoles[duty as 'system'].enCode}`);
    expect(listed.sort()).toEqual(expected.sort());
  });
});
