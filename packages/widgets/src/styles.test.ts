import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// styles.css only lists the per-component files; read them in its import order, as the build inlines them.
const entry = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
const css = [...entry.matchAll(/^@import "(.+)";$/gm)]
  .map(([, file]) => readFileSync(path.join(import.meta.dirname, file ?? ''), 'utf8'))
  .join('\n');

describe('styles.css motion', () => {
  it("takes every animation's and transition's length from @pmc/ui's motion tokens (stilled under reduced motion)", () => {
    const declarations = [...css.matchAll(/(?:^|[;{\s])(animation|transition)(?:-duration)?:([^;]+);/g)];
    expect(declarations.length).toBeGreaterThan(0);
    const untokened = declarations
      .map(([, , value]) => value?.trim() ?? '')
      .filter(
        (value) => value !== 'none' && !/var\(--pmc-(transition|motion-duration|spin-duration)\)/.test(value),
      );
    expect(untokened).toEqual([]);
  });
});
