import { crudButtons, exportButton, type ItemSeed, type MenuSeed, shareViewButton } from './menu-seed.ts';

/** 核验 on each audit log page: check that log's hash chain (docs/guide/operations.md#audit-trail). */
const verifyButton: ItemSeed = ['btn_verify', '核验', 'Verify', '核驗'];

function page(
  code: string,
  route: string,
  names: MenuSeed['names'],
  icon: string,
  extra: Partial<MenuSeed> = {},
): MenuSeed {
  return { code, route, names, icon, buttons: crudButtons, ...extra };
}

/**
 * Sections the product names but does not build (docs/guide/pages.md#sections-not-in-this-release): the menu
 * exists, the pages say so.
 */
export const otherMenus: MenuSeed[] = [
  {
    code: 'systemData',
    names: ['系统数据', 'System data', '系統資料'],
    icon: 'database',
    category: 1,
    children: [
      page(
        'systemData.printDev',
        'systemData/printDev',
        ['打印模板', 'Print templates', '列印範本'],
        'printer',
        { buttons: [...crudButtons, shareViewButton] },
      ),
      page(
        'systemData.dataInterface',
        'systemData/dataInterface',
        ['数据接口', 'Data interfaces', '資料介面'],
        'api',
      ),
      page('systemData.dataSync', 'systemData/dataSync', ['数据同步', 'Data sync', '資料同步'], 'sync'),
    ],
  },
  {
    code: 'permission',
    names: ['权限管理', 'Permission', '權限管理'],
    icon: 'lock',
    category: 1,
    children: [
      page(
        'permission.organizeAdmin',
        'permission/organizeAdmin',
        ['分级管理', 'Delegated admins', '分級管理'],
        'solution',
      ),
      page('permission.signInLog', 'permission/signInLog', ['登录日志', 'Sign-in log', '登入日誌'], 'login', {
        buttons: [verifyButton, shareViewButton],
      }),
      page(
        'permission.operationLog',
        'permission/operationLog',
        ['操作日志', 'Operation log', '操作日誌'],
        'profile',
        { buttons: [verifyButton, shareViewButton] },
      ),
      // The audit search over every record's change history; 恢复 brings a deleted record back.
      page(
        'permission.recordHistory',
        'permission/recordHistory',
        ['变更历史', 'Change history', '變更歷史'],
        'history',
        {
          buttons: [exportButton, ['btn_restore', '恢复', 'Restore', '恢復'], verifyButton, shareViewButton],
        },
      ),
    ],
  },
  {
    code: 'onlineDev',
    names: ['在线开发', 'Online development', '線上開發'],
    icon: 'code',
    category: 1,
    children: [
      page('onlineDev.webDesign', 'onlineDev/webDesign', ['功能设计', 'Function design', '功能設計'], 'form'),
      page('onlineDev.appDesign', 'onlineDev/appDesign', ['移动设计', 'Mobile design', '行動設計'], 'mobile'),
      page(
        'onlineDev.dataReport',
        'onlineDev/dataReport',
        ['报表设计', 'Report design', '報表設計'],
        'table',
      ),
      page('onlineDev.dataScreen', 'onlineDev/dataScreen', ['大屏设计', 'Large screen', '大屏設計'], 'fund', {
        category: 6,
        target: '_blank',
      }),
    ],
  },
  {
    code: 'generator',
    names: ['代码生成', 'Generator', '程式碼產生'],
    icon: 'build',
    category: 1,
    children: [
      page('generator.webForm', 'generator/webForm', ['功能表单', 'Function forms', '功能表單'], 'form'),
      page('generator.flowForm', 'generator/flowForm', ['流程表单', 'Flow forms', '流程表單'], 'branches'),
    ],
  },
  {
    code: 'weChat',
    names: ['微信管理', 'WeChat', '微信管理'],
    icon: 'wechat',
    category: 1,
    children: [
      page('weChat.mpConfig', 'weChat/mpConfig', ['公众号配置', 'Official account', '公眾號配置'], 'setting'),
      page('weChat.mpMenu', 'weChat/mpMenu', ['公众号菜单', 'Account menu', '公眾號選單'], 'menu'),
      page('weChat.qyUser', 'weChat/qyUser', ['企业号用户', 'Enterprise users', '企業號用戶'], 'team'),
    ],
  },
  {
    code: 'workflow',
    names: ['工作流程', 'Workflow', '工作流程'],
    icon: 'partition',
    category: 1,
    children: [
      page('workflow.flowLaunch', 'workflow/flowLaunch', ['我发起的', 'Launched by me', '我發起的'], 'send'),
      page('workflow.flowTodo', 'workflow/flowTodo', ['待办事宜', 'To do', '待辦事宜'], 'schedule'),
      page('workflow.flowDone', 'workflow/flowDone', ['已办事宜', 'Done', '已辦事宜'], 'check-square'),
      page(
        'workflow.flowCirculate',
        'workflow/flowCirculate',
        ['抄送事宜', 'Circulated', '抄送事宜'],
        'copy',
      ),
      page('workflow.entrust', 'workflow/entrust', ['流程委托', 'Entrust', '流程委託'], 'swap'),
      page('workflow.flowMonitor', 'workflow/flowMonitor', ['流程监控', 'Monitor', '流程監控'], 'monitor'),
    ],
  },
  {
    code: 'extend',
    names: ['扩展示例', 'Extension demos', '擴展示例'],
    icon: 'appstore',
    category: 1,
    children: [
      page('extend.tableDemo', 'extend/tableDemo', ['表格示例', 'Table demo', '表格示例'], 'table'),
      page('extend.formDemo', 'extend/formDemo', ['表单示例', 'Form demo', '表單示例'], 'form'),
      page('extend.chartsDemo', 'extend/chartsDemo', ['图表示例', 'Charts demo', '圖表示例'], 'line-chart'),
      page('extend.externalLink', 'extend/externalLink', ['外部链接', 'External link', '外部連結'], 'link', {
        category: 7,
        target: '_blank',
        url: 'https://www.npmjs.com/',
        buttons: [],
      }),
    ],
  },
];
