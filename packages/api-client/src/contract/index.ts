export * from './common.ts';
export * from './define-endpoint.ts';
export * from './session.ts';
