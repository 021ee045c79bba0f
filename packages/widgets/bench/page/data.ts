import type { TreeNode } from '../../src/index.ts';

// Deterministic data, so every run and every build measures the same rows and the same hits.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// 张 is about 6 % of the surnames (as in a real staff list); 35 given-name starts make 张伟 about 0.17 %.
const SURNAMES = [
  ...'张张张王王王王李李李李刘刘陈陈杨杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
];
const GIVEN_FIRST = [...'伟芳娜秀敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红建国志文海东'];
const GIVEN_SECOND = [...'一二三四五六七八九十宁安康乐平和春夏秋冬山水林森明亮辉光荣华'];

export interface BenchUser {
  id: string;
  account: string;
  realName: string;
  gender: string;
  mobile: string;
  organizeName: string;
  positionName: string;
  createTime: number;
  enabledMark: number;
}

export function userRows(count: number, seed = 1): BenchUser[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.UTC(2020, 0, 1);
  return Array.from({ length: count }, (_, i) => ({
    id: `u${seed}-${i}`,
    account: `user${String(i).padStart(6, '0')}`,
    realName: pick(SURNAMES) + pick(GIVEN_FIRST) + pick(GIVEN_SECOND),
    gender: next() < 0.5 ? '男' : '女',
    mobile: `13${String(Math.floor(next() * 1e9)).padStart(9, '0')}`,
    organizeName: `第${1 + Math.floor(next() * 40)}党支部`,
    positionName: pick(['书记', '副书记', '组织委员', '宣传委员', '党员']),
    createTime: start + Math.floor(next() * 5 * 365 * 86_400_000),
    enabledMark: next() < 0.9 ? 1 : 0,
  }));
}

/** One root, 1,000 departments of 100 users each: 101,001 nodes. */
export function orgTree(departments = 1000, perDepartment = 100): TreeNode[] {
  const users = userRows(departments * perDepartment, 7);
  const children: TreeNode[] = Array.from({ length: departments }, (_, d) => ({
    id: `d${d}`,
    parentId: 'root',
    fullName: `部门${String(d + 1).padStart(4, '0')}`,
    type: 'department',
    children: users.slice(d * perDepartment, (d + 1) * perDepartment).map((u) => ({
      id: u.id,
      parentId: `d${d}`,
      fullName: u.realName,
      type: 'user',
      isLeaf: true,
    })),
  }));
  return [{ id: 'root', fullName: '总公司', type: 'company', children }];
}

export function userNodes(count: number): TreeNode[] {
  return userRows(count, 3).map((u) => ({ id: u.id, fullName: u.realName, type: 'user', isLeaf: true }));
}
