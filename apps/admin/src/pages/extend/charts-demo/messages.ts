/** Texts of the charts demo (zh source). */
export const chartsDemoMessages = {
  title: { id: 'chartsDemo.title', message: '图表示例' },
  intro: {
    id: 'chartsDemo.intro',
    message: '系统自身数据的统计图（Apache ECharts，按需引入，仅在本页加载）。',
  },
  usersPerOrganize: { id: 'chartsDemo.usersPerOrganize', message: '各组织用户数' },
  users: { id: 'chartsDemo.users', message: '用户数' },
  signInsPerDay: { id: 'chartsDemo.signInsPerDay', message: '近 {days} 天每日登录次数' },
  success: { id: 'chartsDemo.success', message: '登录成功' },
  failure: { id: 'chartsDemo.failure', message: '登录失败' },
  noData: { id: 'chartsDemo.noData', message: '暂无数据' },
} as const;
