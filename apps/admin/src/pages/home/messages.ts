/** Texts of the home page's workbench (zh source; en and zhtw in ./locales, fetched in that locale). */
export const homeMessages = {
  figures: { id: 'home.figures', message: '待处理数据' },
  users: { id: 'home.users', message: '用户总数' },
  locked: { id: 'home.locked', message: '已锁定账号' },
  disabled: { id: 'home.disabled', message: '已停用账号' },
  online: { id: 'home.online', message: '当前在线' },
  figuresFailed: { id: 'home.figuresFailed', message: '数据加载失败，请稍后刷新页面' },
  recentOps: { id: 'home.recentOps', message: '我的最近操作' },
  allOps: { id: 'home.allOps', message: '查看全部' },
  noOps: {
    id: 'home.noOps',
    message: '暂无操作记录：在各管理页面新增、修改或删除数据后，您的操作会显示在这里。',
  },
  opFailed: { id: 'home.opFailed', message: '失败' },
  recentVisits: { id: 'home.recentVisits', message: '最近访问' },
  noVisits: {
    id: 'home.noVisits',
    message: '还没有访问记录：从左侧菜单打开页面后，会显示在这里，方便下次直接进入。',
  },
  signIns: { id: 'home.signIns', message: '近 {days} 天登录情况' },
  signInsSuccess: { id: 'home.signInsSuccess', message: '登录成功' },
  signInsFailure: { id: 'home.signInsFailure', message: '登录失败' },
  noSignIns: {
    id: 'home.noSignIns',
    message: '近 {days} 天没有登录记录：有人登录后，每日的成功与失败次数会显示在这里。',
  },
  allSignIns: { id: 'home.allSignIns', message: '登录日志' },
  loading: { id: 'home.loading', message: '加载中' },
  chartLoading: { id: 'home.chartLoading', message: '图表加载中' },
} as const;
