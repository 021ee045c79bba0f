export default {
  'tableDemo.title': 'Table demo',
  'tableDemo.intro':
    'A DataTable showing {count} rows at once: only the rows in view are rendered (virtual scrolling); sort, select, choose columns, or show the rows as a tree by branch. The data is made in the browser.',
  'tableDemo.listLabel': 'Sample members',
  'tableDemo.account': 'Account',
  'tableDemo.realName': 'Name',
  'tableDemo.gender': 'Gender',
  'tableDemo.male': 'Male',
  'tableDemo.female': 'Female',
  'tableDemo.mobile': 'Mobile',
  'tableDemo.branch': 'Branch',
  'tableDemo.joinDate': 'Joined',
  'tableDemo.dues': 'Dues (CNY)',
  'tableDemo.treeRows': 'Show as tree rows by branch',
  'tableDemo.selected': '{count} selected',
  'tableDemo.rows': '{count} rows',
};
