/** Texts of the department page (zh source; en and zhtw in ../org-locales). */
export const departmentMessages = {
  listLabel: { id: 'sys.department.listLabel', message: '部门列表' },
  parent: { id: 'sys.department.parent', message: '所属组织' },
  manager: { id: 'sys.department.manager', message: '主管' },
  createTitle: { id: 'sys.department.createTitle', message: '新建部门' },
  editTitle: { id: 'sys.department.editTitle', message: '编辑部门' },
  merchant: { id: 'sys.department.merchant', message: '关联商户' },
  merchantTitle: { id: 'sys.department.merchantTitle', message: '{name} 关联商户' },
  merchantId: { id: 'sys.department.merchantId', message: '商户号' },
  merchantHint: { id: 'sys.department.merchantHint', message: '留空则取消关联' },
  merchantSaved: { id: 'sys.department.merchantSaved', message: '商户关联已保存' },
} as const;
