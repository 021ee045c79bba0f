export default {
  'secondFactor.statusOn': '已開啟，開啟時間：{time}',
  'secondFactor.statusOff': '未開啟',
  'secondFactor.codesLeft': '剩餘復原碼：{n} 個',
  'secondFactor.turnOff': '關閉兩步驗證',
  'secondFactor.turnOffHelp': '輸入密碼和一個動態碼以關閉兩步驗證。',
  'secondFactor.required': '安全策略要求您的帳號開啟兩步驗證，不能關閉。',
  'secondFactor.mustEnrol': '安全策略要求您開啟兩步驗證後才能繼續使用系統。',
  'secondFactor.passwordRequired': '請輸入密碼',
} satisfies Record<string, string>;
