import type { LayoutMenuEntry } from '@pmc/layout';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMenuIcon, withDefaultIcons } from './menu-icons.tsx';

const page = (id: string, route: string, icon?: string): LayoutMenuEntry => ({
  id,
  type: 'M',
  route,
  fullName: id,
  ...(icon === undefined ? {} : { icon }),
});

describe('menu icons', () => {
  it('gives entries without a known icon the icon of their section', () => {
    const menu: LayoutMenuEntry[] = [
      {
        id: 'system',
        type: 'C',
        route: '',
        enCode: 'system',
        fullName: '系统管理',
        icon: 'setting',
        children: [
          page('user', 'system/user', 'user'),
          page('x', 'system/x', ''),
          page('y', 'system/y', 'nope'),
        ],
      },
      {
        id: 'perm',
        type: 'C',
        route: 'permission',
        fullName: '权限管理',
        icon: '',
        children: [page('log', 'permission/log')],
      },
      {
        id: 'odd',
        type: 'C',
        route: '',
        enCode: 'custom',
        fullName: '自定义',
        children: [page('z', 'custom/z')],
      },
    ];
    const [system, perm, odd] = withDefaultIcons(menu);
    expect(system?.icon).toBe('setting');
    expect(system?.children?.map((e) => e.icon)).toEqual(['user', 'setting', 'setting']);
    // A section with no icon takes its code's; its pages follow.
    expect(perm?.icon).toBe('lock');
    expect(perm?.children?.[0]?.icon).toBe('lock');
    // A section this app does not know: a grid, and its pages a page icon.
    expect(odd?.icon).toBe('appstore');
    expect(odd?.children?.[0]?.icon).toBe('page');
    // The input is left as it was.
    expect(menu[0]?.children?.[1]?.icon).toBe('');
  });

  it('draws every default as an svg hidden from assistive technology', () => {
    for (const name of ['setting', 'lock', 'page', 'appstore', 'user']) {
      const html = renderToStaticMarkup(renderMenuIcon(name, '标题'));
      expect(html).toContain('aria-hidden="true"');
      expect(html).toContain('<svg');
      expect(html).toContain(`data-icon="${name}"`);
    }
    // Different sections look different.
    const svg = (name: string) => renderToStaticMarkup(renderMenuIcon(name, ''));
    expect(svg('setting').replace(/data-icon="\w+"/, '')).not.toBe(
      svg('lock').replace(/data-icon="\w+"/, ''),
    );
  });
});
