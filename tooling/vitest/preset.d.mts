import type { UserConfig } from 'vitest/config';
export declare function definePackageConfig(dir: string, overrides?: UserConfig): UserConfig;
