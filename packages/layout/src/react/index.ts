export { useSettings } from './use-settings.ts';
export { useTabs } from './use-tabs.ts';
