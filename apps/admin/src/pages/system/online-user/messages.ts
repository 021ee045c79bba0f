/** Texts of the online-user page (zh source; en and zhtw in ../locales). */
export const onlineUserMessages = {
  listLabel: { id: 'sys.online.listLabel', message: '在线用户列表' },
  account: { id: 'sys.online.account', message: '账号' },
  realName: { id: 'sys.online.realName', message: '姓名' },
  ip: { id: 'sys.online.ip', message: 'IP地址' },
  ipPlace: { id: 'sys.online.ipPlace', message: '登录地点' },
  loginTime: { id: 'sys.online.loginTime', message: '登录时间' },
  lastSeenTime: { id: 'sys.online.lastSeenTime', message: '最后访问' },
  userAgent: { id: 'sys.online.userAgent', message: '浏览器' },
  current: { id: 'sys.online.current', message: '当前会话' },
  forceOffline: { id: 'sys.online.forceOffline', message: '强制下线' },
  batchForceOffline: { id: 'sys.online.batchForceOffline', message: '批量强制下线' },
  forceConfirm: { id: 'sys.online.forceConfirm', message: '确定将 {name} 强制下线吗？' },
  batchForceConfirm: { id: 'sys.online.batchForceConfirm', message: '确定将选中的 {n} 个会话强制下线吗？' },
  forced: { id: 'sys.online.forced', message: '已强制下线' },
} as const;
