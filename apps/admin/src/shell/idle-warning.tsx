// The layout's idle warning as a chunk of its own (see idle-warning-on-demand.tsx).
export { IdleWarning as default } from '@pmc/layout/react';
