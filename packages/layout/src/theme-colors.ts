/**
 * The eight theme colours of the settings drawer (docs/guide/chrome.md#themes), blue first and default
 * (#1890ff).
 *
 * @example
 * THEME_COLORS.find((c) => c.name === 'green')?.value // '#52c41a'
 */
export const THEME_COLORS = [
  { name: 'blue', value: '#1890ff' },
  { name: 'purple', value: '#722ed1' },
  { name: 'azure', value: '#13c2c2' },
  { name: 'ocean', value: '#2f54eb' },
  { name: 'green', value: '#52c41a' },
  { name: 'yellow', value: '#fadb14' },
  { name: 'orange', value: '#fa8c16' },
  { name: 'red', value: '#f5222d' },
] as const;

export type ThemeColorName = (typeof THEME_COLORS)[number]['name'];
