import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPackage, parseBudget } from './check-size.mjs';

const fixture = path.join(import.meta.dirname, 'fixtures/overrun');
const cli = path.join(import.meta.dirname, 'check-size.mjs');

describe('the weight budget check', () => {
  it('reads budgets in KB (1024 bytes) and bytes', () => {
    expect(parseBudget('1 KB')).toBe(1024);
    expect(parseBudget('2.5 KB')).toBe(2560);
    expect(parseBudget('350 B')).toBe(350);
    expect(() => parseBudget('1 MB')).toThrow(/not "<number> KB"/);
  });

  it('measures each export of the published layout alone and names the one over its budget', async () => {
    const { rows, problems } = await checkPackage(fixture);
    const small = rows.find((row) => row.name === 'small');
    const heavy = rows.find((row) => row.name === 'heavy');
    // `small` alone: the heavy neighbour in the same barrel is not counted.
    expect(small.bytes).toBeLessThan(200);
    expect(heavy.bytes).toBeGreaterThan(1024);
    expect(problems).toEqual([
      expect.stringMatching(/^@pmc-fixture\/overrun: heavy loads [\d.]+ KB, over its budget of 1\.00 KB$/),
    ]);
  });

  it('fails the command on an overrun', () => {
    const run = spawnSync(process.execPath, [cli, fixture], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^OVER {1}@pmc-fixture\/overrun heavy/m);
    expect(run.stderr).toContain('size: @pmc-fixture/overrun: heavy loads');
  });

  it('asks for a budget for every export and refuses one for an export that is gone', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'pmc-size-'));
    try {
      cpSync(fixture, copy, { recursive: true });
      const budgets = { '@pmc-fixture/overrun': { heavy: '8 KB', removed: '1 KB' } };
      writeFileSync(path.join(copy, 'size-budgets.json'), JSON.stringify(budgets));
      const { problems } = await checkPackage(copy);
      expect(problems).toEqual([
        '@pmc-fixture/overrun: small has no budget in size-budgets.json',
        '@pmc-fixture/overrun: removed has a budget but is not exported',
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
