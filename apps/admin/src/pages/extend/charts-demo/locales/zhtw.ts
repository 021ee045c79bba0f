export default {
  'chartsDemo.title': '圖表示例',
  'chartsDemo.intro': '系統自身資料的統計圖（Apache ECharts，按需引入，僅在本頁載入）。',
  'chartsDemo.usersPerOrganize': '各組織使用者數',
  'chartsDemo.users': '使用者數',
  'chartsDemo.signInsPerDay': '近 {days} 天每日登入次數',
  'chartsDemo.success': '登入成功',
  'chartsDemo.failure': '登入失敗',
  'chartsDemo.noData': '暫無資料',
};
