/** Texts of the position page (zh source; en and zhtw in ../locales). */
export const positionMessages = {
  listLabel: { id: 'sys.position.listLabel', message: '岗位列表' },
  treeLabel: { id: 'sys.position.treeLabel', message: '组织' },
  allOrganizations: { id: 'sys.position.allOrganizations', message: '全部组织' },
  type: { id: 'sys.position.type', message: '岗位类型' },
  organize: { id: 'sys.position.organize', message: '所属组织' },
  holders: { id: 'sys.position.holders', message: '在岗人数' },
  holdersOf: { id: 'sys.position.holdersOf', message: '查看 {name} 的 {n} 名在岗人员' },
  entity: { id: 'sys.position.entity', message: '岗位' },
} as const;
