// The layout's About dialog as a chunk of its own (see chrome-parts.tsx).
export { AboutDialog as default } from '@pmc/layout/react';
