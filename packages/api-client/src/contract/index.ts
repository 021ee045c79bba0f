export * from './define-endpoint.ts';
