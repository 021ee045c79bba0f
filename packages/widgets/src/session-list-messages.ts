/**
 * The texts of SessionList (zh source; en and zhtw in ./locales/session-list-*.ts): a catalogue of their own,
 * loaded with the page that lists sessions, so that the shell, which loads `widgetsLazyCatalog`, does not carry them.
 */
export const sessionListMessages = {
  list: { id: 'widgets.sessionList', message: '我的会话' },
  device: { id: 'widgets.sessionDevice', message: '浏览器 / 系统' },
  unknown: { id: 'widgets.sessionUnknown', message: '未知' },
  ip: { id: 'widgets.sessionIp', message: 'IP 地址' },
  place: { id: 'widgets.sessionPlace', message: '登录地点' },
  signedIn: { id: 'widgets.sessionSignedIn', message: '登录时间' },
  lastSeen: { id: 'widgets.sessionLastSeen', message: '最后访问' },
  actions: { id: 'widgets.sessionActions', message: '操作' },
  current: { id: 'widgets.sessionCurrent', message: '本机' },
  end: { id: 'widgets.sessionEnd', message: '结束会话' },
  endOthers: { id: 'widgets.sessionEndOthers', message: '结束其他所有会话' },
} as const;
