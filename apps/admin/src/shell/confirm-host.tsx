// The confirmation host as a chunk of its own (see confirm-host-after-paint.tsx).
export { ConfirmHost as default } from '@pmc/ui';
