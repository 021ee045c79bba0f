import { defineCatalog } from '@pmc/i18n';

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

export const chartsDemoCatalog = defineCatalog(chartsDemoMessages, {
  en: {
    'chartsDemo.title': 'Charts demo',
    'chartsDemo.intro':
      "Charts of the system's own data (Apache ECharts, only the parts used, loaded on this page alone).",
    'chartsDemo.usersPerOrganize': 'Users per organisation',
    'chartsDemo.users': 'Users',
    'chartsDemo.signInsPerDay': 'Sign-ins per day, last {days} days',
    'chartsDemo.success': 'Succeeded',
    'chartsDemo.failure': 'Failed',
    'chartsDemo.noData': 'No data',
  },
  zhtw: {
    'chartsDemo.title': '圖表示例',
    'chartsDemo.intro': '系統自身資料的統計圖（Apache ECharts，按需引入，僅在本頁載入）。',
    'chartsDemo.usersPerOrganize': '各組織使用者數',
    'chartsDemo.users': '使用者數',
    'chartsDemo.signInsPerDay': '近 {days} 天每日登入次數',
    'chartsDemo.success': '登入成功',
    'chartsDemo.failure': '登入失敗',
    'chartsDemo.noData': '暫無資料',
  },
});
