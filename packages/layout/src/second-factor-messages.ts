/**
 * The texts of SecondFactorEnrolment (zh source; en and zhtw with the chrome's, in ./locales). A module of
 * their own so that the shell, which holds `layoutMessages`, does not carry them. The ids predate the move
 * from the app.
 */
export const secondFactorMessages = {
  intro: {
    id: 'secondFactor.intro',
    message:
      '开启后，登录时除密码外还需输入身份验证器应用（如 Microsoft Authenticator、Google Authenticator）生成的动态码。',
  },
  start: { id: 'secondFactor.start', message: '开启两步验证' },
  scan: { id: 'secondFactor.scan', message: '用身份验证器应用扫描二维码，或手动输入下方密钥。' },
  qrAlt: { id: 'secondFactor.qrAlt', message: '两步验证二维码' },
  secret: { id: 'secondFactor.secret', message: '密钥' },
  confirmCode: { id: 'secondFactor.confirmCode', message: '应用显示的 6 位动态码' },
  codeInvalid: { id: 'secondFactor.codeInvalid', message: '请输入 6 位动态码' },
  confirm: { id: 'secondFactor.confirm', message: '确认开启' },
  codesTitle: { id: 'secondFactor.codesTitle', message: '恢复码' },
  codesHelp: {
    id: 'secondFactor.codesHelp',
    message: '请妥善保存以下恢复码：手机丢失时，每个恢复码可代替动态码登录一次。恢复码只显示这一次。',
  },
  codesDone: { id: 'secondFactor.codesDone', message: '我已保存恢复码' },
} as const;
