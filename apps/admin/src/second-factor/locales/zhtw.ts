export default {
  'secondFactor.intro':
    '開啟後，登入時除密碼外還需輸入身分驗證器應用程式（如 Microsoft Authenticator、Google Authenticator）產生的動態碼。',
  'secondFactor.statusOn': '已開啟，開啟時間：{time}',
  'secondFactor.statusOff': '未開啟',
  'secondFactor.start': '開啟兩步驗證',
  'secondFactor.scan': '用身分驗證器應用程式掃描 QR 碼，或手動輸入下方金鑰。',
  'secondFactor.qrAlt': '兩步驗證 QR 碼',
  'secondFactor.secret': '金鑰',
  'secondFactor.confirmCode': '應用程式顯示的 6 位動態碼',
  'secondFactor.codeInvalid': '請輸入 6 位動態碼',
  'secondFactor.confirm': '確認開啟',
  'secondFactor.codesTitle': '復原碼',
  'secondFactor.codesHelp':
    '請妥善保存以下復原碼：手機遺失時，每個復原碼可代替動態碼登入一次。復原碼只顯示這一次。',
  'secondFactor.codesDone': '我已保存復原碼',
  'secondFactor.codesLeft': '剩餘復原碼：{n} 個',
  'secondFactor.turnOff': '關閉兩步驗證',
  'secondFactor.turnOffHelp': '輸入密碼和一個動態碼以關閉兩步驗證。',
  'secondFactor.required': '安全策略要求您的帳號開啟兩步驗證，不能關閉。',
  'secondFactor.mustEnrol': '安全策略要求您開啟兩步驗證後才能繼續使用系統。',
  'secondFactor.passwordRequired': '請輸入密碼',
} satisfies Record<string, string>;
