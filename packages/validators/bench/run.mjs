// Throughput of the published build: validations per second for each form rule and evaluations per
// second for the calculated-field engine. Run `pnpm bench` (turbo builds dist first).
import {
  amountToChinese,
  calculate,
  changePasswordSchema,
  compileExpression,
  formRules,
  truncateText,
} from '../dist/index.js';

const DURATION_MS = Number(process.env.BENCH_MS ?? 250);

/** Samples mix valid and invalid input so both branches of each rule are measured. */
const samples = {
  mobile: ['13800138000', '12345678901', '1380013800a'],
  phone: ['010-12345678', '13800138000', '010-0123456'],
  password: ['abc123', 'abcdef', 'abcdefghijklmno12'],
  idCard: ['11010519491231002X', '110105194912310021', '110105199902290013'],
  email: ['zhang.san@example.com', 'user@example..com', 'plainaddress'],
  licensePlate: ['京A12345', '京AD12345', '京I12345'],
  chinese: ['党员关怀', '张三1', 'abc'],
  code: ['sys.user.v2', '.a', 'a_b'],
  account: ['admin01', 'admin_01', 'ad min'],
  name: ['第一支部A1', '名称!', 'a b'],
  numericCode: ['00123', '1.0', '12a'],
  time: ['1.5', '1.25', '-1'],
  positiveInteger: ['42', '0', '1.5'],
};

function measure(run) {
  // Warm up so the JIT has compiled the path being measured.
  for (let i = 0; i < 2_000; i++) run(i);
  let iterations = 0;
  const start = process.hrtime.bigint();
  const budget = BigInt(DURATION_MS) * 1_000_000n;
  let elapsed = 0n;
  while (elapsed < budget) {
    for (let i = 0; i < 1_000; i++) run(iterations + i);
    iterations += 1_000;
    elapsed = process.hrtime.bigint() - start;
  }
  return (iterations * 1e9) / Number(elapsed);
}

const rows = [];
let sink = 0;
for (const [key, rule] of Object.entries(formRules)) {
  const inputs = samples[key];
  const perSecond = measure((i) => {
    if (rule.validate(inputs[i % inputs.length]) === undefined) sink++;
  });
  rows.push({ benchmark: `rule ${key} (validate)`, 'ops/s': Math.round(perSecond) });
}

const schemaInput = { oldPassword: 'old', newPassword: 'Abcdef12', repeatPassword: 'Abcdef12' };
rows.push({
  benchmark: 'changePasswordSchema.safeParse',
  'ops/s': Math.round(measure(() => changePasswordSchema.safeParse(schemaInput).success && sink++)),
});

const formula = '单价 × 数量 ÷ (1 + 税率) - 折扣 + (运费 * 2) / 3';
const compiled = compileExpression(formula);
const fieldSets = [
  { 单价: '12.5', 数量: 4, 税率: 0.25, 折扣: '1.2', 运费: 8 },
  { 单价: '99.99', 数量: 12, 税率: 0.13, 折扣: '', 运费: '15.5' },
];
rows.push({
  benchmark: 'calc evaluate (compiled)',
  'ops/s': Math.round(measure((i) => compiled.calculate(fieldSets[i % 2]) && sink++)),
});
rows.push({
  benchmark: 'calc parse + evaluate',
  'ops/s': Math.round(measure((i) => calculate(formula, fieldSets[i % 2]) && sink++)),
});
rows.push({
  benchmark: 'amountToChinese',
  'ops/s': Math.round(measure((i) => amountToChinese(`${i % 100000}.${i % 100}`) && sink++)),
});
rows.push({
  benchmark: 'truncateText (40 graphemes)',
  'ops/s': Math.round(measure(() => truncateText('党员关怀👨‍👩‍👧'.repeat(8)) && sink++)),
});

console.table(rows);
if (sink < 0) console.log(sink);
