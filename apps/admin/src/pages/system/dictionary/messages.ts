/** Texts of the dictionary page (zh source). */
export const dictionaryMessages = {
  types: { id: 'dictionary.types', message: '字典分类' },
  type: { id: 'dictionary.type', message: '字典分类' },
  data: { id: 'dictionary.data', message: '字典数据' },
  dataList: { id: 'dictionary.dataList', message: '{type}的字典数据' },
  chooseType: { id: 'dictionary.chooseType', message: '请在左侧选择字典分类' },
  addType: { id: 'dictionary.addType', message: '新建分类' },
  editType: { id: 'dictionary.editType', message: '编辑分类' },
  removeType: { id: 'dictionary.removeType', message: '删除分类' },
  parentType: { id: 'dictionary.parentType', message: '上级分类' },
  parentItem: { id: 'dictionary.parentItem', message: '上级数据' },
  topLevel: { id: 'dictionary.topLevel', message: '顶级' },
  isTree: { id: 'dictionary.isTree', message: '树形数据' },
  yes: { id: 'dictionary.yes', message: '是' },
  no: { id: 'dictionary.no', message: '否' },
  exportName: { id: 'dictionary.exportName', message: '数据字典-{type}-{code}' },
} as const;
