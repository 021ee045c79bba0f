/** One member of the demo table. */
export interface DemoMember {
  id: string;
  account: string;
  realName: string;
  gender: 1 | 2;
  mobile: string;
  branch: string;
  joinDate: number;
  dues: number;
  /** Tree view: a branch row holds its members. */
  children?: DemoMember[];
}

// A fixed seed: every load (and the bench) shows the same 10,000 rows.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SURNAMES = [
  ...'张王李刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢',
];
const GIVEN = [...'伟芳娜秀敏静丽强磊军洋勇艳杰娟涛明超霞平刚英华玉萍红建国志文海东宁安康乐和春山林辉荣'];
export const BRANCH_COUNT = 40;

/**
 * `count` members of `BRANCH_COUNT` branches, made in the browser (the demo is about the table, and
 * the seeded database holds a few dozen users unless bulk-seeded). Accounts run member00001 upwards.
 */
export function demoMembers(count: number): DemoMember[] {
  const next = random(20_26);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const start = Date.UTC(1980, 0, 1);
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i + 1}`,
    account: `member${String(i + 1).padStart(5, '0')}`,
    realName: pick(SURNAMES) + pick(GIVEN) + (next() < 0.6 ? pick(GIVEN) : ''),
    gender: next() < 0.5 ? 1 : 2,
    mobile: `13${String(Math.floor(next() * 1e9)).padStart(9, '0')}`,
    branch: `第${String(1 + Math.floor(next() * BRANCH_COUNT)).padStart(2, '0')}党支部`,
    joinDate: start + Math.floor(next() * 44 * 365) * 86_400_000,
    dues: Math.round(next() * 50_000) / 100,
  }));
}

/** The same members under one row per branch (tree rows), branches in name order. */
export function membersByBranch(members: readonly DemoMember[]): DemoMember[] {
  const groups = new Map<string, DemoMember[]>();
  for (const member of members) {
    const group = groups.get(member.branch) ?? [];
    group.push(member);
    groups.set(member.branch, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([branch, children], i) => ({
      id: `b${i + 1}`,
      account: '',
      realName: branch,
      gender: 1,
      mobile: '',
      branch,
      joinDate: Math.min(...children.map((c) => c.joinDate)),
      dues: Math.round(children.reduce((sum, c) => sum + c.dues, 0) * 100) / 100,
      children,
    }));
}
