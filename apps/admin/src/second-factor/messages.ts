/** Texts of 个人信息's 两步验证 and of the forced dialog; the enrolment's own are @pmc/layout's (zh source, en and zhtw in ./locales). */
export const secondFactorMessages = {
  statusOn: { id: 'secondFactor.statusOn', message: '已开启，开启时间：{time}' },
  statusOff: { id: 'secondFactor.statusOff', message: '未开启' },
  codesLeft: { id: 'secondFactor.codesLeft', message: '剩余恢复码：{n} 个' },
  turnOff: { id: 'secondFactor.turnOff', message: '关闭两步验证' },
  turnOffHelp: { id: 'secondFactor.turnOffHelp', message: '输入密码和一个动态码以关闭两步验证。' },
  required: { id: 'secondFactor.required', message: '安全策略要求您的账号开启两步验证，不能关闭。' },
  mustEnrol: { id: 'secondFactor.mustEnrol', message: '安全策略要求您开启两步验证后才能继续使用系统。' },
  passwordRequired: { id: 'secondFactor.passwordRequired', message: '请输入密码' },
} as const;
