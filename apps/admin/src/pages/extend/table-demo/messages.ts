/** Texts of the table demo (zh source). */
export const tableDemoMessages = {
  title: { id: 'tableDemo.title', message: '表格示例' },
  intro: {
    id: 'tableDemo.intro',
    message:
      'DataTable 一次展示 {count} 行：只渲染可见的行（虚拟滚动），可排序、选择、设置列，也可按支部显示为树形行。数据在浏览器中生成。',
  },
  listLabel: { id: 'tableDemo.listLabel', message: '党员示例列表' },
  account: { id: 'tableDemo.account', message: '账号' },
  realName: { id: 'tableDemo.realName', message: '姓名' },
  gender: { id: 'tableDemo.gender', message: '性别' },
  male: { id: 'tableDemo.male', message: '男' },
  female: { id: 'tableDemo.female', message: '女' },
  mobile: { id: 'tableDemo.mobile', message: '手机' },
  branch: { id: 'tableDemo.branch', message: '所在支部' },
  joinDate: { id: 'tableDemo.joinDate', message: '入党日期' },
  dues: { id: 'tableDemo.dues', message: '党费（元）' },
  treeRows: { id: 'tableDemo.treeRows', message: '按支部显示为树形行' },
  selected: { id: 'tableDemo.selected', message: '已选 {count} 行' },
  rows: { id: 'tableDemo.rows', message: '共 {count} 行' },
} as const;
