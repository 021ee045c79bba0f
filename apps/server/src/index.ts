export { type BuildAppOptions, buildApp, type PmcServer } from './app.ts';
export type { AppContext } from './app-context.ts';
export { loadConfig, type ServerConfig } from './config/load-config.ts';
export { type OpenedDatabase, openDatabase } from './db/open-database.ts';
