/** Texts of the security policy page (zh source). */
export const securityPolicyMessages = {
  title: { id: 'securityPolicy.title', message: '安全策略' },
  intro: {
    id: 'securityPolicy.intro',
    message: '登录锁定与会话时限，保存后所有服务器实例在几秒内生效，无需重启。',
  },
  signIn: { id: 'securityPolicy.signIn', message: '登录锁定' },
  session: { id: 'securityPolicy.session', message: '会话时限' },
  maxFailedSignIns: { id: 'securityPolicy.maxFailedSignIns', message: '登录失败锁定次数' },
  lockMinutes: { id: 'securityPolicy.lockMinutes', message: '锁定时长（分钟）' },
  sessionIdleMinutes: { id: 'securityPolicy.sessionIdleMinutes', message: '空闲超时（分钟）' },
  sessionAbsoluteHours: { id: 'securityPolicy.sessionAbsoluteHours', message: '会话最长时长（小时）' },
  range: { id: 'securityPolicy.range', message: '{min} 到 {max}' },
  outOfRange: { id: 'securityPolicy.outOfRange', message: '请输入 {min} 到 {max} 之间的整数' },
  idleNotBelowAbsolute: { id: 'securityPolicy.idleNotBelowAbsolute', message: '空闲超时须短于会话最长时长' },
  history: { id: 'securityPolicy.history', message: '历史' },
  saved: { id: 'securityPolicy.saved', message: '安全策略已保存' },
  unchanged: { id: 'securityPolicy.unchanged', message: '没有修改' },
  // Second factor (issue 35, totp).
  secondFactor: { id: 'securityPolicy.secondFactor', message: '两步验证' },
  secondFactorRequired: { id: 'securityPolicy.secondFactorRequired', message: '必须开启两步验证的账号' },
  secondFactorHelp: {
    id: 'securityPolicy.secondFactorHelp',
    message: '这些账号若未开启，登录后须先完成开启，才能继续使用系统。',
  },
  secondFactor_none: { id: 'securityPolicy.secondFactor_none', message: '不要求' },
  secondFactor_roles: { id: 'securityPolicy.secondFactor_roles', message: '指定角色的成员' },
  secondFactor_everyone: { id: 'securityPolicy.secondFactor_everyone', message: '所有人' },
  secondFactorRoles: { id: 'securityPolicy.secondFactorRoles', message: '要求两步验证的角色' },
  secondFactorRoleIds: { id: 'securityPolicy.secondFactorRoleIds', message: '要求两步验证的角色' },
  secondFactorApply: { id: 'securityPolicy.secondFactorApply', message: '应用两步验证要求' },
} as const;
