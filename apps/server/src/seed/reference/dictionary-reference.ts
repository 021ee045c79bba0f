/** A seeded dictionary type: code, names, whether its data is a tree, and its items. */
export interface DictionarySeed {
  code: string;
  name: string;
  isTree?: boolean;
  items?: DictionaryItemSeed[];
  children?: DictionarySeed[];
}
export type DictionaryItemSeed = readonly [code: string, name: string, children?: DictionaryItemSeed[]];

const codes = (names: string[]): DictionaryItemSeed[] =>
  names.map((name, index) => [String(index + 1).padStart(2, '0'), name] as const);

/** GB/T 3304 order and codes of China's 56 ethnic groups. */
const nations = codes(
  '汉族 蒙古族 回族 藏族 维吾尔族 苗族 彝族 壮族 布依族 朝鲜族 满族 侗族 瑶族 白族 土家族 哈尼族 哈萨克族 傣族 黎族 傈僳族 佤族 畲族 高山族 拉祜族 水族 东乡族 纳西族 景颇族 柯尔克孜族 土族 达斡尔族 仫佬族 羌族 布朗族 撒拉族 毛南族 仡佬族 锡伯族 阿昌族 普米族 塔吉克族 怒族 乌孜别克族 俄罗斯族 鄂温克族 德昂族 保安族 裕固族 京族 塔塔尔族 独龙族 鄂伦春族 赫哲族 门巴族 珞巴族 基诺族'.split(
    ' ',
  ),
);

/** Common dictionaries of this family of admin products. */
export const dictionaryReference: DictionarySeed[] = [
  {
    code: 'baseData',
    name: '基础数据',
    children: [
      {
        code: 'gender',
        name: '性别',
        items: [
          ['1', '男'],
          ['2', '女'],
          ['0', '保密'],
        ],
      },
      { code: 'nation', name: '民族', items: nations },
      {
        code: 'education',
        name: '学历',
        items: codes([
          '博士研究生',
          '硕士研究生',
          '大学本科',
          '大学专科',
          '中等专科',
          '职业高中',
          '技工学校',
          '普通高中',
          '初中',
          '小学',
          '其他',
        ]),
      },
      {
        code: 'politicalStatus',
        name: '政治面貌',
        items: codes([
          '中共党员',
          '中共预备党员',
          '共青团员',
          '民革党员',
          '民盟盟员',
          '民建会员',
          '民进会员',
          '农工党党员',
          '致公党党员',
          '九三学社社员',
          '台盟盟员',
          '无党派人士',
          '群众',
        ]),
      },
      { code: 'maritalStatus', name: '婚姻状况', items: codes(['未婚', '已婚', '离异', '丧偶']) },
    ],
  },
  {
    code: 'organizeData',
    name: '组织数据',
    children: [
      {
        code: 'enterpriseNature',
        name: '企业性质',
        items: codes([
          '国有企业',
          '集体企业',
          '私营企业',
          '股份制企业',
          '外资企业',
          '事业单位',
          '社会团体',
          '机关单位',
        ]),
      },
      {
        code: 'positionType',
        name: '岗位类型',
        items: [
          ['manager', '管理岗'],
          ['technical', '技术岗'],
          ['business', '业务岗'],
          ['other', '其他'],
        ],
      },
      {
        // The role page's type column and filter; role rows store the item code.
        code: 'roleType',
        name: '角色类型',
        items: [
          ['user', '普通角色'],
          ['system', '系统角色'],
          ['organize', '组织角色'],
        ],
      },
    ],
  },
  {
    code: 'partyData',
    name: '党务数据',
    isTree: false,
    children: [
      {
        code: 'careCategory',
        name: '关爱类别',
        isTree: true,
        items: [
          [
            'life',
            '生活关爱',
            [
              ['life.visit', '走访慰问'],
              ['life.aid', '困难帮扶'],
            ],
          ],
          [
            'health',
            '健康关爱',
            [
              ['health.checkup', '健康体检'],
              ['health.medical', '医疗救助'],
            ],
          ],
          [
            'spirit',
            '精神关爱',
            [
              ['spirit.talk', '谈心谈话'],
              ['spirit.activity', '文体活动'],
            ],
          ],
        ],
      },
      {
        code: 'urgency',
        name: '紧急程度',
        items: [
          ['1', '普通'],
          ['2', '重要'],
          ['3', '紧急'],
        ],
      },
    ],
  },
];
