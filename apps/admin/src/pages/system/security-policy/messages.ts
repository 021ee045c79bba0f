/** Texts of the security policy page (zh source). */
export const securityPolicyMessages = {
  title: { id: 'securityPolicy.title', message: '安全策略' },
  intro: {
    id: 'securityPolicy.intro',
    message: '登录锁定、会话时限、密码有效期与页面水印，保存后所有服务器实例在几秒内生效，无需重启。',
  },
  signIn: { id: 'securityPolicy.signIn', message: '登录锁定' },
  session: { id: 'securityPolicy.session', message: '会话时限' },
  maxFailedSignIns: { id: 'securityPolicy.maxFailedSignIns', message: '登录失败锁定次数' },
  lockMinutes: { id: 'securityPolicy.lockMinutes', message: '锁定时长（分钟）' },
  sessionIdleMinutes: { id: 'securityPolicy.sessionIdleMinutes', message: '空闲超时（分钟）' },
  sessionAbsoluteHours: { id: 'securityPolicy.sessionAbsoluteHours', message: '会话最长时长（小时）' },
  // The password lifecycle.
  passwordLifecycle: { id: 'securityPolicy.passwordLifecycle', message: '密码与账号' },
  passwordExpiryDays: { id: 'securityPolicy.passwordExpiryDays', message: '密码有效期（天）' },
  passwordHistoryCount: { id: 'securityPolicy.passwordHistoryCount', message: '禁止重复使用最近密码数' },
  dormantDays: { id: 'securityPolicy.dormantDays', message: '账号休眠（天未登录）' },
  rangeZeroOff: { id: 'securityPolicy.rangeZeroOff', message: '{min} 到 {max}，0 表示不启用' },
  range: { id: 'securityPolicy.range', message: '{min} 到 {max}' },
  outOfRange: { id: 'securityPolicy.outOfRange', message: '请输入 {min} 到 {max} 之间的整数' },
  idleNotBelowAbsolute: { id: 'securityPolicy.idleNotBelowAbsolute', message: '空闲超时须短于会话最长时长' },
  display: { id: 'securityPolicy.display', message: '页面显示' },
  watermark: { id: 'securityPolicy.watermark', message: '页面水印' },
  watermarkHelp: {
    id: 'securityPolicy.watermarkHelp',
    message: '在每个页面、对话框和打印中淡淡地平铺登录人的姓名、账户和日期',
  },
  watermarkOn: { id: 'securityPolicy.watermarkOn', message: '开启' },
  watermarkOff: { id: 'securityPolicy.watermarkOff', message: '关闭' },
  history: { id: 'securityPolicy.history', message: '历史' },
  saved: { id: 'securityPolicy.saved', message: '安全策略已保存' },
  unchanged: { id: 'securityPolicy.unchanged', message: '没有修改' },
} as const;
