export declare function moduleEntries(publicEntries: string[], dir?: string): Record<string, string>;
export declare const keepModules: { name: string; setup(build: unknown): void };
