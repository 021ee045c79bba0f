import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

let root: Root | undefined;

/** Renders into the page's one root (created on first use). */
export function show(element: ReactNode): void {
  root ??= createRoot(document.getElementById('root')!);
  root.render(element);
}

export function clear(): void {
  root?.unmount();
  root = undefined;
}

/** Resolves after the next frame has been laid out and painted. */
export const frame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Waits until `test` holds in a frame and that frame is painted: checked in each frame's
 * requestAnimationFrame (before its style, layout and paint), resolved by a task queued there, which
 * runs once that frame's rendering is done. A bench step ends when what it does is on screen.
 */
export function until(test: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (test()) setTimeout(resolve, 0);
      else if (performance.now() > deadline) reject(new Error(`timed out waiting for ${what}`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

export const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector);
export const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];

/** Types one character as a user would: the input's value changes and an input event fires (React listens). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
