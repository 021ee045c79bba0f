/** Texts of the second factor's enrolment and of 个人信息's 两步验证 (zh source; en and zhtw in ./locales). */
export const secondFactorMessages = {
  intro: {
    id: 'secondFactor.intro',
    message:
      '开启后，登录时除密码外还需输入身份验证器应用（如 Microsoft Authenticator、Google Authenticator）生成的动态码。',
  },
  statusOn: { id: 'secondFactor.statusOn', message: '已开启，开启时间：{time}' },
  statusOff: { id: 'secondFactor.statusOff', message: '未开启' },
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
  codesLeft: { id: 'secondFactor.codesLeft', message: '剩余恢复码：{n} 个' },
  turnOff: { id: 'secondFactor.turnOff', message: '关闭两步验证' },
  turnOffHelp: { id: 'secondFactor.turnOffHelp', message: '输入密码和一个动态码以关闭两步验证。' },
  required: { id: 'secondFactor.required', message: '安全策略要求您的账号开启两步验证，不能关闭。' },
  mustEnrol: { id: 'secondFactor.mustEnrol', message: '安全策略要求您开启两步验证后才能继续使用系统。' },
  passwordRequired: { id: 'secondFactor.passwordRequired', message: '请输入密码' },
} as const;
