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

  it('gives solid primary controls at least 4.5:1 contrast in every theme (WCAG AA)', () => {
    const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
      0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    };
    const token = (text: string, name: string) => text.match(new RegExp(`${name}: ([^;]+);`))?.[1] ?? '';
    for (const theme of ['blue', 'purple', 'azure', 'ocean', 'green', 'yellow', 'orange', 'red']) {
      const rules = block(`[data-theme="${theme}"]`);
      const fill = rgb(token(rules, '--pmc-color-primary-solid'));
      const on = token(rules, '--pmc-color-on-primary');
      // Dark text is rgba(0, 0, 0, 0.88): what shows is the fill at 12 %.
      const text = on === '#fff' ? [255, 255, 255] : fill.map((c) => c * 0.12);
      expect(on, theme).toMatch(/^(#fff|rgba\(0, 0, 0, 0\.88\))$/);
      expect(contrast(fill, text), theme).toBeGreaterThanOrEqual(4.5);
    }
    expect(token(block(':root'), '--pmc-color-primary-solid')).toBe(
      token(block('[data-theme="blue"]'), '--pmc-color-primary-solid'),
    );
  });

  it('defines the four sizes', () => {
    for (const size of ['medium', 'small', 'mini'])
      expect(block(`[data-size="${size}"]`)).toContain('--pmc-control-height');
    expect(css).toMatch(/:root,\s*\[data-size="default"\] \{\s*--pmc-control-height: 40px;/);
  });

  it('carries the widths of the constants guide and the dark sidebar', () => {
    const root = block(':root');
    expect(root).toContain('--pmc-sidebar-width: 210px;');
    expect(root).toContain('--pmc-drawer-width: 280px;');
    expect(root).toContain('--pmc-about-width: 500px;');
    expect(root).toContain('--pmc-password-dialog-width: 35%;');
    expect(root).toContain('--pmc-sidebar-bg: #001529;');
  });

  it('prefixes every class with pmc-', () => {
    // Comments cite the guide's pages (docs/guide/constants.md), which are no classes.
    const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
    const classes = [...rules.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]);
    expect(classes.length).toBeGreaterThan(50);
    expect(classes.filter((name) => !name?.startsWith('pmc-') && name !== 'is-active')).toEqual([]);
  });

  it('stills every animation and transition under prefers-reduced-motion (WCAG 2.3.3)', () => {
    expect(block(':root')).toContain('--pmc-motion-duration: 0.2s;');
    expect(block(':root')).toContain(
      '--pmc-transition: var(--pmc-motion-duration) var(--pmc-motion-easing);',
    );
    const start = css.indexOf('@media (prefers-reduced-motion: reduce)');
    expect(start).toBeGreaterThan(-1);
    const reduced = css.slice(start, css.indexOf('}', start));
    expect(reduced).toContain('--pmc-motion-duration: 0s;');
    // Every length of motion comes from the tokens, so the rule above reaches it.
    const declarations = [...css.matchAll(/(?:^|[;{\s])(animation|transition)(?:-duration)?:([^;]+);/g)];
    expect(declarations.length).toBeGreaterThan(5);
    const untokened = declarations
      .map(([, , value]) => value?.trim() ?? '')
      .filter(
        (value) => value !== 'none' && !/var\(--pmc-(transition|motion-duration|spin-duration)\)/.test(value),
      );
    expect(untokened).toEqual([]);
  });

  it('gives the dark scheme text that keeps 4.5:1 on its surfaces (WCAG AA)', () => {
    const dark = block('[data-color-scheme="dark"]');
    const token = (name: string) => dark.match(new RegExp(`${name}: ([^;]+);`))?.[1] ?? '';
    expect(dark).toContain('color-scheme: dark;');
    const parse = (value: string): [number[], number] => {
      const hex = /^#([0-9a-f]{6})$/.exec(value);
      if (hex) return [[1, 3, 5].map((at) => Number.parseInt(value.slice(at, at + 2), 16)), 1];
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return [[r, g, b], a];
    };
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
      0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    for (const surface of ['--pmc-color-bg', '--pmc-color-bg-muted']) {
      const [under] = parse(token(surface));
      for (const text of [
        '--pmc-color-text',
        '--pmc-color-text-secondary',
        '--pmc-color-danger-text',
        '--pmc-color-success-text',
      ]) {
        const [rgb, alpha] = parse(token(text));
        const shown = rgb.map((c, i) => c * alpha + (under[i] ?? 0) * (1 - alpha));
        const [hi, lo] = [luminance(shown), luminance(under)].sort((x, y) => y - x);
        expect(((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
