import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyColorScheme, resolveColorScheme } from './color-scheme.ts';
import { readThemeTokens, watchThemeTokens } from './theme-tokens.ts';

/** A stand-in for matchMedia('(prefers-color-scheme: dark)') whose answer the test flips. */
function fakeSystem(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: prefersDark,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-color-scheme: dark)');
    return media;
  });
  return {
    listeners,
    set(dark: boolean) {
      media.matches = dark;
      for (const fn of listeners) fn();
    },
  };
}

describe('colour scheme', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.colorScheme;
  });

  it('resolves a choice against the system preference', () => {
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
  });

  it('puts a fixed choice on <html> and ignores the system', () => {
    const system = fakeSystem(true);
    const stop = applyColorScheme('light');
    expect(document.documentElement.dataset.colorScheme).toBe('light');
    expect(system.listeners.size).toBe(0);
    stop();
  });

  it('follows the system while "system" is chosen, and stops when told', () => {
    const system = fakeSystem(false);
    const root = document.createElement('div');
    const stop = applyColorScheme('system', root);
    expect(root.dataset.colorScheme).toBe('light');
    system.set(true);
    expect(root.dataset.colorScheme).toBe('dark');
    stop();
    expect(system.listeners.size).toBe(0);
    system.set(false);
    expect(root.dataset.colorScheme).toBe('dark');
  });

  it('reads the token values in force and reports a scheme change to chart consumers', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.style.setProperty('--pmc-color-text', 'rgba(0, 0, 0, 0.85)');
    root.style.setProperty('--pmc-color-bg', '#ffffff');
    expect(readThemeTokens(root)).toMatchObject({
      scheme: 'light',
      text: 'rgba(0, 0, 0, 0.85)',
      background: '#ffffff',
    });
    const seen: string[] = [];
    const stop = watchThemeTokens((tokens) => seen.push(`${tokens.scheme} ${tokens.background}`), root);
    root.style.setProperty('--pmc-color-bg', '#1a1a1a');
    root.dataset.colorScheme = 'dark';
    await vi.waitFor(() => expect(seen).toEqual(['dark #1a1a1a']));
    stop();
    root.remove();
  });
});
