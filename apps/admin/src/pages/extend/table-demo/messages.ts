import { defineCatalog } from '@pmc/i18n';

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

export const tableDemoCatalog = defineCatalog(tableDemoMessages, {
  en: {
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
  },
  zhtw: {
    'tableDemo.title': '表格示例',
    'tableDemo.intro':
      'DataTable 一次展示 {count} 列：只渲染可見的列（虛擬捲動），可排序、選取、設定欄位，也可按支部顯示為樹狀列。資料在瀏覽器中產生。',
    'tableDemo.listLabel': '黨員示例列表',
    'tableDemo.account': '帳號',
    'tableDemo.realName': '姓名',
    'tableDemo.gender': '性別',
    'tableDemo.male': '男',
    'tableDemo.female': '女',
    'tableDemo.mobile': '手機',
    'tableDemo.branch': '所在支部',
    'tableDemo.joinDate': '入黨日期',
    'tableDemo.dues': '黨費（元）',
    'tableDemo.treeRows': '按支部顯示為樹狀列',
    'tableDemo.selected': '已選 {count} 列',
    'tableDemo.rows': '共 {count} 列',
  },
});
