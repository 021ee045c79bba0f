/**
 * Texts shared by the organisation, department, position and online-user pages (zh source; en and
 * zhtw in ../locales). Column headers use the menu seed's item names so a column reads the same
 * as its permission in the authorize page.
 */
export const systemMessages = {
  fullName: { id: 'sys.fullName', message: '名称' },
  enCode: { id: 'sys.enCode', message: '编码' },
  enabledMark: { id: 'sys.enabledMark', message: '状态' },
  sortCode: { id: 'sys.sortCode', message: '排序' },
  description: { id: 'sys.description', message: '说明' },
  creatorTime: { id: 'sys.creatorTime', message: '创建时间' },
  actions: { id: 'sys.actions', message: '操作' },
  enabled: { id: 'sys.enabled', message: '启用' },
  disabled: { id: 'sys.disabled', message: '禁用' },
  keyword: { id: 'sys.keyword', message: '关键词' },
  keywordPlaceholder: { id: 'sys.keywordPlaceholder', message: '请输入关键词查询' },
  search: { id: 'sys.search', message: '查询' },
  reset: { id: 'sys.reset', message: '重置' },
  refresh: { id: 'sys.refresh', message: '刷新' },
  add: { id: 'sys.add', message: '新建' },
  edit: { id: 'sys.edit', message: '编辑' },
  remove: { id: 'sys.remove', message: '删除' },
  batchEnable: { id: 'sys.batchEnable', message: '批量启用' },
  batchDisable: { id: 'sys.batchDisable', message: '批量禁用' },
  created: { id: 'sys.created', message: '新建成功' },
  updated: { id: 'sys.updated', message: '修改成功' },
  removed: { id: 'sys.removed', message: '删除成功' },
  inputRequired: { id: 'sys.inputRequired', message: '请输入{field}' },
  selectRequired: { id: 'sys.selectRequired', message: '请选择{field}' },
  batchDone: { id: 'sys.batchDone', message: '成功 {ok} 条' },
  batchPartly: { id: 'sys.batchPartly', message: '成功 {ok} 条，失败 {failed} 条：{reasons}' },
  selectFirst: { id: 'sys.selectFirst', message: '请先选择数据' },
} as const;
