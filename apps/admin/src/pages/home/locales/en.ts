export default {
  'home.figures': 'Needs attention',
  'home.users': 'Users',
  'home.locked': 'Locked accounts',
  'home.disabled': 'Disabled accounts',
  'home.online': 'Online now',
  'home.figuresFailed': 'The figures could not be loaded; refresh the page later',
  'home.recentOps': 'My recent operations',
  'home.allOps': 'View all',
  'home.noOps':
    'No operations yet: once you add, change or delete data on the management pages, your operations appear here.',
  'home.opFailed': 'Failed',
  'home.recentVisits': 'Recently visited',
  'home.noVisits':
    'Nothing visited yet: pages you open from the menu on the left appear here, so you can go straight back.',
  'home.signIns': 'Sign-ins, last {days} days',
  'home.signInsSuccess': 'Succeeded',
  'home.signInsFailure': 'Failed',
  'home.noSignIns':
    'No sign-ins in the last {days} days: once people sign in, the successes and failures of each day appear here.',
  'home.allSignIns': 'Sign-in log',
  'home.loading': 'Loading',
  'home.chartLoading': 'Loading the chart',
};
