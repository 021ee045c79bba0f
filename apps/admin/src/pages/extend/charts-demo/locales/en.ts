export default {
  'chartsDemo.title': 'Charts demo',
  'chartsDemo.intro':
    "Charts of the system's own data (Apache ECharts, only the parts used, loaded on this page alone).",
  'chartsDemo.usersPerOrganize': 'Users per organisation',
  'chartsDemo.users': 'Users',
  'chartsDemo.signInsPerDay': 'Sign-ins per day, last {days} days',
  'chartsDemo.success': 'Succeeded',
  'chartsDemo.failure': 'Failed',
  'chartsDemo.noData': 'No data',
};
