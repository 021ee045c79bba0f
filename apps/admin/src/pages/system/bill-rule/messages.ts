import { defineCatalog } from '@pmc/i18n';

/** Texts of the bill-rule page (zh source). */
export const billRuleMessages = {
  title: { id: 'billRule.title', message: '单据规则' },
  listLabel: { id: 'billRule.listLabel', message: '单据规则列表' },
  prefix: { id: 'billRule.prefix', message: '前缀' },
  dateFormat: { id: 'billRule.dateFormat', message: '日期格式' },
  dateNone: { id: 'billRule.dateNone', message: '无' },
  digit: { id: 'billRule.digit', message: '流水位数' },
  startNumber: { id: 'billRule.startNumber', message: '起始值' },
  currentNumber: { id: 'billRule.currentNumber', message: '当前流水号' },
  example: { id: 'billRule.example', message: '下一个单号' },
  preview: { id: 'billRule.preview', message: '接下来的三个单号' },
  previewHelp: {
    id: 'billRule.previewHelp',
    message: '按当前填写计算，与服务器发号使用同一规则；日期部分变化时流水号从起始值重新开始。',
  },
  prefixRule: { id: 'billRule.prefixRule', message: '前缀只能输入英文、数字、下划线和短横线' },
  numberRange: { id: 'billRule.numberRange', message: '请输入 {min} 到 {max} 之间的整数' },
  exportName: { id: 'billRule.exportName', message: '单据规则-{code}' },
} as const;

export const billRuleCatalog = defineCatalog(billRuleMessages, {
  en: {
    'billRule.title': 'Bill rule',
    'billRule.listLabel': 'Bill rules',
    'billRule.prefix': 'Prefix',
    'billRule.dateFormat': 'Date part',
    'billRule.dateNone': 'None',
    'billRule.digit': 'Serial digits',
    'billRule.startNumber': 'Start number',
    'billRule.currentNumber': 'Current number',
    'billRule.example': 'Next number',
    'billRule.preview': 'The next three numbers',
    'billRule.previewHelp':
      'Computed from what you typed by the same rule the server issues numbers with; the serial starts again when the date part changes.',
    'billRule.prefixRule': 'The prefix may hold letters, digits, underscores and hyphens only',
    'billRule.numberRange': 'Enter a whole number from {min} to {max}',
    'billRule.exportName': 'Bill rule-{code}',
  },
  zhtw: {
    'billRule.title': '單據規則',
    'billRule.listLabel': '單據規則列表',
    'billRule.prefix': '前綴',
    'billRule.dateFormat': '日期格式',
    'billRule.dateNone': '無',
    'billRule.digit': '流水位數',
    'billRule.startNumber': '起始值',
    'billRule.currentNumber': '當前流水號',
    'billRule.example': '下一個單號',
    'billRule.preview': '接下來的三個單號',
    'billRule.previewHelp':
      '按目前填寫計算，與伺服器發號使用同一規則；日期部分變化時流水號從起始值重新開始。',
    'billRule.prefixRule': '前綴只能輸入英文、數字、底線和連字號',
    'billRule.numberRange': '請輸入 {min} 到 {max} 之間的整數',
    'billRule.exportName': '單據規則-{code}',
  },
});
