/** One generated person of the bulk seed (deterministic per index, so re-runs produce the same rows). */
export interface BulkPerson {
  account: string;
  realName: string;
  gender: 1 | 2;
  mobile: string;
  email: string | null;
}

// The most common Chinese surnames with their pinyin (accounts are pinyin, as users type them).
const SURNAMES: [string, string][] = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['黄', 'huang'],
  ['赵', 'zhao'],
  ['吴', 'wu'],
  ['周', 'zhou'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['马', 'ma'],
  ['朱', 'zhu'],
  ['胡', 'hu'],
  ['郭', 'guo'],
  ['何', 'he'],
  ['高', 'gao'],
  ['林', 'lin'],
  ['罗', 'luo'],
  ['郑', 'zheng'],
  ['梁', 'liang'],
  ['谢', 'xie'],
  ['宋', 'song'],
  ['唐', 'tang'],
  ['许', 'xu'],
  ['韩', 'han'],
  ['冯', 'feng'],
  ['邓', 'deng'],
  ['曹', 'cao'],
  ['彭', 'peng'],
  ['曾', 'zeng'],
  ['肖', 'xiao'],
  ['田', 'tian'],
  ['董', 'dong'],
  ['袁', 'yuan'],
  ['潘', 'pan'],
  ['于', 'yu'],
  ['蒋', 'jiang'],
  ['蔡', 'cai'],
];
const MALE: [string, string][] = [
  ['伟', 'wei'],
  ['强', 'qiang'],
  ['磊', 'lei'],
  ['军', 'jun'],
  ['洋', 'yang'],
  ['勇', 'yong'],
  ['杰', 'jie'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['刚', 'gang'],
  ['平', 'ping'],
  ['辉', 'hui'],
  ['鹏', 'peng'],
  ['华', 'hua'],
  ['飞', 'fei'],
  ['建国', 'jianguo'],
  ['志强', 'zhiqiang'],
  ['海涛', 'haitao'],
  ['文博', 'wenbo'],
  ['浩然', 'haoran'],
  ['子轩', 'zixuan'],
  ['国庆', 'guoqing'],
];
const FEMALE: [string, string][] = [
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['丽', 'li'],
  ['艳', 'yan'],
  ['娟', 'juan'],
  ['霞', 'xia'],
  ['婷', 'ting'],
  ['雪', 'xue'],
  ['琳', 'lin'],
  ['颖', 'ying'],
  ['秀英', 'xiuying'],
  ['桂英', 'guiying'],
  ['玉兰', 'yulan'],
  ['丽华', 'lihua'],
  ['雨涵', 'yuhan'],
  ['欣怡', 'xinyi'],
  ['梓涵', 'zihan'],
  ['晓燕', 'xiaoyan'],
  ['春梅', 'chunmei'],
  ['海燕', 'haiyan'],
];
const MOBILE_PREFIXES = ['138', '139', '135', '136', '150', '151', '158', '186', '187', '177', '189', '199'];

/** A small fast PRNG (mulberry32): the same index always yields the same person. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: T[], r: number): T {
  return items[Math.floor(r * items.length)] as T;
}

/**
 * The person at `index`: a common name, an account of its pinyin plus the index (unique), and a
 * mobile number unique per index (the index scrambled into the last eight digits).
 */
export function bulkPerson(index: number): BulkPerson {
  const next = random(index * 2654435761);
  const [surname, surnamePinyin] = pick(SURNAMES, next());
  const gender: 1 | 2 = next() < 0.5 ? 1 : 2;
  const [given, givenPinyin] = pick(gender === 1 ? MALE : FEMALE, next());
  const account = `${surnamePinyin}${givenPinyin}${String(index + 1).padStart(6, '0')}`;
  // 48271 is coprime with 10^8, so the eight digits are a bijection of the index.
  const tail = String((index * 48271 + 12345678) % 100_000_000).padStart(8, '0');
  const mobile = `${pick(MOBILE_PREFIXES, next())}${tail}`;
  return {
    account,
    realName: `${surname}${given}`,
    gender,
    mobile,
    email: next() < 0.6 ? `${account}@example.com` : null,
  };
}
