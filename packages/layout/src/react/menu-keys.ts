/**
 * Moves focus among the rendered menu items of `root` (only those of open submenus exist in the DOM)
 * and returns the id of the newly focused one.
 */
export function focusMenuItem(
  root: HTMLElement,
  from: HTMLElement,
  key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'ArrowLeft' | 'ArrowRight',
): string | undefined {
  const items = Array.from(root.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  if (items.length === 0) return undefined;
  const index = items.indexOf(from);
  let next: number;
  if (key === 'Home') next = 0;
  else if (key === 'End') next = items.length - 1;
  else if (key === 'ArrowDown' || key === 'ArrowRight') next = (index + 1) % items.length;
  else next = (index - 1 + items.length) % items.length;
  const target = items[next];
  target?.focus();
  return target?.dataset.menuId;
}
