import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// styles.css only lists the per-component files; read them in its import order, as the build inlines them.
const entry = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
const css = [...entry.matchAll(/^@import "(.+)";$/gm)]
  .map(([, file]) => readFileSync(path.join(import.meta.dirname, file ?? ''), 'utf8'))
  .join('\n');
const block = (selector: string) => {
  const start = css.indexOf(`${selector} {`);
  return start < 0 ? '' : css.slice(start, css.indexOf('}', start));
};

describe('styles.css tokens', () => {
  it('defines the eight theme colours, blue #1890ff being the default', () => {
    for (const theme of ['blue', 'purple', 'azure', 'ocean', 'green', 'yellow', 'orange', 'red']) {
      expect(block(`[data-theme="${theme}"]`)).toMatch(/--pmc-color-primary: #[0-9a-f]{6};/);
    }
    expect(block('[data-theme="blue"]')).toContain('#1890ff');
    expect(block(':root')).toContain('--pmc-color-primary: #1890ff;');
  });

  it('defines the four sizes', () => {
    for (const size of ['medium', 'small', 'mini'])
      expect(block(`[data-size="${size}"]`)).toContain('--pmc-control-height');
    expect(css).toMatch(/:root,\s*\[data-size="default"\] \{\s*--pmc-control-height: 40px;/);
  });

  it('carries the SPEC 9 widths and the dark sidebar', () => {
    const root = block(':root');
    expect(root).toContain('--pmc-sidebar-width: 210px;');
    expect(root).toContain('--pmc-drawer-width: 280px;');
    expect(root).toContain('--pmc-about-width: 500px;');
    expect(root).toContain('--pmc-password-dialog-width: 35%;');
    expect(root).toContain('--pmc-sidebar-bg: #001529;');
  });

  it('prefixes every class with pmc-', () => {
    const classes = [...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]);
    expect(classes.length).toBeGreaterThan(50);
    expect(classes.filter((name) => !name?.startsWith('pmc-') && name !== 'is-active')).toEqual([]);
  });
});
