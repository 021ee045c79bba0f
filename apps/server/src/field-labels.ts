/**
 * The names people see for the fields a code-400 answer names, zh (the product's source language) as the
 * source. A message like '{field}不能为空' is filled with the label, so a toast reads '关键词不能包含控制字符' rather than
 * the wire name 'keyword'. A field without a label keeps its wire name.
 */
/** [zh, en, zhtw] per wire name. */
export const fieldLabels: Record<string, readonly [string, string, string]> = {
  id: ['编号', 'ID', '編號'],
  ids: ['编号', 'IDs', '編號'],
  params: ['路径参数', 'Path parameters', '路徑參數'],
  query: ['查询参数', 'Query', '查詢參數'],
  body: ['请求内容', 'Request body', '請求內容'],
  keyword: ['关键词', 'Keyword', '關鍵詞'],
  currentPage: ['页码', 'Page', '頁碼'],
  pageSize: ['每页条数', 'Page size', '每頁條數'],
  sidx: ['排序字段', 'Sort field', '排序欄位'],
  sort: ['排序方向', 'Sort order', '排序方向'],
  startTime: ['开始时间', 'Start time', '開始時間'],
  endTime: ['结束时间', 'End time', '結束時間'],
  account: ['账户', 'Account', '帳戶'],
  realName: ['姓名', 'Name', '姓名'],
  password: ['密码', 'Password', '密碼'],
  oldPassword: ['旧密码', 'Old password', '舊密碼'],
  newPassword: ['新密码', 'New password', '新密碼'],
  captcha: ['验证码', 'Captcha', '驗證碼'],
  captchaKey: ['验证码', 'Captcha', '驗證碼'],
  gender: ['性别', 'Gender', '性別'],
  mobile: ['手机', 'Mobile', '手機'],
  mobilePhone: ['手机', 'Mobile', '手機'],
  email: ['邮箱', 'Email', '郵箱'],
  idCard: ['身份证号', 'ID card number', '身分證號'],
  avatar: ['头像', 'Avatar', '頭像'],
  fullName: ['名称', 'Name', '名稱'],
  shortName: ['简称', 'Short name', '簡稱'],
  enCode: ['编码', 'Code', '編碼'],
  parentId: ['上级', 'Parent', '上級'],
  organizeId: ['所属组织', 'Organisation', '所屬組織'],
  managerId: ['主管', 'Manager', '主管'],
  positionId: ['岗位', 'Position', '崗位'],
  positionIds: ['岗位', 'Positions', '崗位'],
  roleId: ['角色', 'Role', '角色'],
  roleIds: ['角色', 'Roles', '角色'],
  userId: ['用户', 'User', '使用者'],
  userIds: ['用户', 'Users', '使用者'],
  dictionaryTypeId: ['字典分类', 'Dictionary type', '字典分類'],
  enterpriseNature: ['企业性质', 'Enterprise nature', '企業性質'],
  type: ['类型', 'Type', '類型'],
  category: ['类别', 'Category', '類別'],
  enabledMark: ['状态', 'Status', '狀態'],
  state: ['状态', 'Status', '狀態'],
  maxFailedSignIns: ['登录失败锁定次数', 'Failed sign-ins before lockout', '登入失敗鎖定次數'],
  lockMinutes: ['锁定时长（分钟）', 'Lockout (minutes)', '鎖定時長（分鐘）'],
  sessionIdleMinutes: ['空闲超时（分钟）', 'Idle timeout (minutes)', '閒置逾時（分鐘）'],
  sessionAbsoluteHours: ['会话最长时长（小时）', 'Session limit (hours)', '工作階段最長時長（小時）'],
  watermark: ['水印', 'Watermark', '浮水印'],
  separationOfDuties: ['三员分立', 'Separation of duties', '三員分立'],
  // The password lifecycle.
  passwordExpiryDays: ['密码有效期（天）', 'Password expires after (days)', '密碼有效期（天）'],
  passwordHistoryCount: ['禁止重复使用最近密码数', 'Recent passwords not reused', '禁止重複使用最近密碼數'],
  dormantDays: ['账号休眠（天未登录）', 'Dormant after (days unused)', '帳號休眠（天未登入）'],
  sortCode: ['排序', 'Sort', '排序'],
  description: ['说明', 'Description', '說明'],
  lastModifyTime: ['修改时间', 'Modified time', '修改時間'],
  prefix: ['前缀', 'Prefix', '前綴'],
  dateFormat: ['日期格式', 'Date format', '日期格式'],
  digit: ['流水位数', 'Serial digits', '流水位數'],
  startNumber: ['起始流水号', 'Start number', '起始流水號'],
  currentNumber: ['当前流水号', 'Current number', '當前流水號'],
  content: ['内容', 'Content', '內容'],
  file: ['文件', 'File', '檔案'],
  dataScope: ['数据范围', 'Data scope', '資料範圍'],
  dataScopeOrgIds: ['数据范围组织', 'Data scope organisations', '資料範圍組織'],
  urlAddress: ['地址', 'Address', '位址'],
  isTree: ['树形', 'Tree', '樹形'],
  validatePassword: ['密码', 'Password', '密碼'],
  buttons: ['按钮权限', 'Button permissions', '按鈕權限'],
  columns: ['列表权限', 'Column permissions', '列表權限'],
  forms: ['表单权限', 'Form permissions', '表單權限'],
};

const column = { zh: 0, en: 1, zhtw: 2 } as const;

/**
 * The label of a field path in a locale: its last named segment (`list.3.account` -> 账户), or the path
 * itself when no label is known.
 */
export function fieldLabel(locale: keyof typeof column, path: string): string {
  // hasOwn: a wire name like 'constructor' must not find Object.prototype's.
  const name =
    path
      .split('.')
      .filter((segment) => !/^\d+$/.test(segment))
      .at(-1) ?? path;
  return Object.hasOwn(fieldLabels, name) ? (fieldLabels[name]?.[column[locale]] ?? path) : path;
}
