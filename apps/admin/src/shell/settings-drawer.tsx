// The layout's settings drawer as a chunk of its own (see chrome-parts.tsx).
export { SettingsDrawer as default } from '@pmc/layout/react';
