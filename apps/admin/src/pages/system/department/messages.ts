/** Texts of the department page (zh source; en and zhtw in ../locales). */
export const departmentMessages = {
  listLabel: { id: 'sys.department.listLabel', message: '部门列表' },
  parent: { id: 'sys.department.parent', message: '所属组织' },
  manager: { id: 'sys.department.manager', message: '主管' },
  entity: { id: 'sys.department.entity', message: '部门' },
} as const;
