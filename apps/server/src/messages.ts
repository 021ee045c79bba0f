/** Every user-visible text of the server, zh (the SPEC language) as the source message. */
export const serverMessages = {
  ok: { id: 'server.ok', message: '操作成功' },
  loginOk: { id: 'server.loginOk', message: '登录成功' },
  logoutOk: { id: 'server.logoutOk', message: '退出成功' },
  forbidden: { id: 'server.forbidden', message: '无权限,禁止访问' },
  tokenMissing: { id: 'server.tokenMissing', message: '登录已失效，请重新登录' },
  tokenExpired: { id: 'server.tokenExpired', message: '登录已过期，请重新登录' },
  forcedOffline: { id: 'server.forcedOffline', message: '您已被强制下线，请重新登录' },
  captchaRequired: { id: 'server.captchaRequired', message: '请输入验证码' },
  captchaInvalid: { id: 'server.captchaInvalid', message: '验证码已失效，请刷新后重试' },
  captchaExpired: { id: 'server.captchaExpired', message: '验证码已过期，请刷新后重试' },
  captchaWrong: { id: 'server.captchaWrong', message: '验证码错误' },
  loginFailed: { id: 'server.loginFailed', message: '账户或密码错误，还可尝试{n}次' },
  accountLocked: { id: 'server.accountLocked', message: '密码错误次数过多，账号已锁定{minutes}分钟' },
  accountStillLocked: { id: 'server.accountStillLocked', message: '账号已锁定，请{minutes}分钟后再试' },
  accountDisabled: { id: 'server.accountDisabled', message: '账号已被禁用，请联系管理员' },
  tooManyAttempts: { id: 'server.tooManyAttempts', message: '尝试次数过多，请稍后再试' },
  fieldRequired: { id: 'server.fieldRequired', message: '{field}不能为空' },
  fieldInvalid: { id: 'server.fieldInvalid', message: '{field}格式不正确' },
  notFound: { id: 'server.notFound', message: '请求的资源不存在' },
  recordNotFound: { id: 'server.recordNotFound', message: '数据不存在' },
  serverError: { id: 'server.serverError', message: '服务器内部错误，请稍后重试' },
  unlockWrong: { id: 'server.unlockWrong', message: '密码错误，解锁失败' },
} as const;

export type ServerMessage = (typeof serverMessages)[keyof typeof serverMessages];
