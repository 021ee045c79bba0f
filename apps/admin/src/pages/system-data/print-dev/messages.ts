/** Texts of the print-template page (zh source). */
export const printDevMessages = {
  title: { id: 'printDev.title', message: '打印模板' },
  listLabel: { id: 'printDev.listLabel', message: '打印模板列表' },
  type: { id: 'printDev.type', message: '类型' },
  typeFlow: { id: 'printDev.typeFlow', message: '流程表单' },
  typeForm: { id: 'printDev.typeForm', message: '功能表单' },
  category: { id: 'printDev.category', message: '分类' },
  content: { id: 'printDev.content', message: '模板内容' },
  contentHelp: {
    id: 'printDev.contentHelp',
    message: '打印时填入的数据用花括号括起的字段名标出；保存时服务器只保留安全的格式。',
  },
  preview: { id: 'printDev.preview', message: '预览' },
  previewTitle: { id: 'printDev.previewTitle', message: '打印预览：{name}' },
  previewFrame: { id: 'printDev.previewFrame', message: '{name} 的打印预览' },
  print: { id: 'printDev.print', message: '打印' },
  loading: { id: 'printDev.loading', message: '正在读取模板…' },
  emptyContent: { id: 'printDev.emptyContent', message: '此模板还没有内容' },
} as const;
