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
