#!/usr/bin/env node
// Menu search time per keystroke over generated menus of 200 and 2,000 entries (targets: 2 ms and
// 16 ms). Uses the built package (run `pnpm build` first): node bench/menu-search.mjs
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createMenuSearch, loadPinyin } from '../dist/index.js';

const WORDS = [
  '用户',
  '角色',
  '组织',
  '部门',
  '岗位',
  '字典',
  '区域',
  '单据',
  '在线',
  '授权',
  '报表',
  '党员',
  '关怀',
  '慰问',
  '活动',
  '积分',
  '资金',
  '档案',
  '通知',
  '审批',
];
const KINDS = ['管理', '查询', '统计', '设置', '台账', '记录'];
const EN = [
  'user',
  'role',
  'org',
  'dept',
  'post',
  'dict',
  'area',
  'bill',
  'online',
  'auth',
  'report',
  'member',
  'care',
  'visit',
  'event',
  'points',
  'fund',
  'file',
  'notice',
  'flow',
];

/** A two-level menu: directories of 10 pages each, with zh titles and English routes. */
function generateMenu(size) {
  const menu = [];
  for (let d = 0; menu.length * 11 < size; d++) {
    const children = [];
    for (let p = 0; p < 10; p++) {
      const n = d * 10 + p;
      const zh = `${WORDS[n % WORDS.length]}${WORDS[(n * 7 + 3) % WORDS.length]}${KINDS[n % KINDS.length]}${n}`;
      children.push({
        id: `p${n}`,
        type: 'M',
        category: 2,
        route: `${EN[d % EN.length]}/${EN[n % EN.length]}-${n}`,
        fullName: zh,
        menuNames: { zh, en: `${EN[n % EN.length]} ${n}`, zhtw: zh },
        children: [],
      });
    }
    menu.push({
      id: `d${d}`,
      type: 'C',
      category: 1,
      route: EN[d % EN.length],
      fullName: `${WORDS[d % WORDS.length]}中心${d}`,
      children,
    });
  }
  return menu;
}

const QUERIES = ['yonghuguanli', '用户管理', 'yhgl', 'report/care', 'member 3'];
const toPinyin = await loadPinyin();

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
console.log('menu search, time per keystroke (each query typed one character at a time)');
console.log(
  `load average ${loadavg()[0].toFixed(1)}: wall-clock figures include waiting for a busy CPU, cpu figures do not`,
);
console.log('entries  pages  build ms  wall mean  wall p95  cpu mean  cpu p95  target');
for (const [size, target] of [
  [200, 2],
  [2000, 16],
]) {
  const menu = generateMenu(size);
  const t0 = performance.now();
  const search = createMenuSearch(menu, { toPinyin });
  const build = performance.now() - t0;
  const times = [];
  const cpuTimes = [];
  for (let round = 0; round < 5; round++) {
    for (const query of QUERIES) {
      for (let i = 1; i <= query.length; i++) {
        const start = performance.now();
        const cpuStart = cpuMs();
        search.search(query.slice(0, i));
        const cpu = cpuMs() - cpuStart;
        const took = performance.now() - start;
        if (round > 0) {
          // round 0 warms the JIT
          times.push(took);
          cpuTimes.push(cpu);
        }
      }
    }
  }
  const stats = (list) => {
    list.sort((a, b) => a - b);
    return { mean: list.reduce((a, b) => a + b, 0) / list.length, p95: list[Math.floor(list.length * 0.95)] };
  };
  const wall = stats(times);
  const cpu = stats(cpuTimes);
  const entries = menu.length + menu.reduce((n, d) => n + d.children.length, 0);
  const ok = cpu.mean <= target ? 'ok' : 'OVER';
  const f = (n, w) => n.toFixed(2).padStart(w);
  console.log(
    `${String(entries).padStart(7)}  ${String(search.items.length).padStart(5)}  ${f(build, 8)}  ${f(wall.mean, 9)}  ${f(wall.p95, 8)}  ${f(cpu.mean, 8)}  ${f(cpu.p95, 7)}  ${target} ms (mean) ${ok}`,
  );
}
