import { expect, it } from 'vitest';
import { defaultAvatar } from './default-avatar.ts';

it('draws the first letter of the name, escaped, as an SVG data URL', () => {
  const svg = decodeURIComponent(defaultAvatar('管理员').split(',')[1] ?? '');
  expect(svg).toContain('>管</text>');
  expect(decodeURIComponent(defaultAvatar('<b>').split(',')[1] ?? '')).toContain('>&#60;</text>');
  expect(defaultAvatar('')).toMatch(/^data:image\/svg\+xml/);
});
