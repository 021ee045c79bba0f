import { defineCatalog } from '@pmc/i18n';

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

export const printDevCatalog = defineCatalog(printDevMessages, {
  en: {
    'printDev.title': 'Print template',
    'printDev.listLabel': 'Print templates',
    'printDev.type': 'Type',
    'printDev.typeFlow': 'Workflow form',
    'printDev.typeForm': 'Form',
    'printDev.category': 'Category',
    'printDev.content': 'Template',
    'printDev.contentHelp':
      'Data filled in at print time is marked by its field name in curly brackets; on saving the server keeps only safe formatting.',
    'printDev.preview': 'Preview',
    'printDev.previewTitle': 'Print preview: {name}',
    'printDev.previewFrame': 'Print preview of {name}',
    'printDev.print': 'Print',
    'printDev.loading': 'Reading the template…',
    'printDev.emptyContent': 'This template has no content yet',
  },
  zhtw: {
    'printDev.title': '列印範本',
    'printDev.listLabel': '列印範本列表',
    'printDev.type': '類型',
    'printDev.typeFlow': '流程表單',
    'printDev.typeForm': '功能表單',
    'printDev.category': '分類',
    'printDev.content': '範本內容',
    'printDev.contentHelp': '列印時填入的資料用大括號括起的欄位名標出；儲存時伺服器只保留安全的格式。',
    'printDev.preview': '預覽',
    'printDev.previewTitle': '列印預覽：{name}',
    'printDev.previewFrame': '{name} 的列印預覽',
    'printDev.print': '列印',
    'printDev.loading': '正在讀取範本…',
    'printDev.emptyContent': '此範本還沒有內容',
  },
});
