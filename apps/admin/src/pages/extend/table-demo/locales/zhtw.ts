export default {
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
};
