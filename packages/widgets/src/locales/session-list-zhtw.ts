export default {
  'widgets.sessionList': '我的會話',
  'widgets.sessionDevice': '瀏覽器 / 系統',
  'widgets.sessionUnknown': '未知',
  'widgets.sessionIp': 'IP 位址',
  'widgets.sessionPlace': '登入地點',
  'widgets.sessionSignedIn': '登入時間',
  'widgets.sessionLastSeen': '最後存取',
  'widgets.sessionActions': '操作',
  'widgets.sessionCurrent': '本機',
  'widgets.sessionEnd': '結束會話',
  'widgets.sessionEndOthers': '結束其他所有會話',
} satisfies Record<string, string>;
