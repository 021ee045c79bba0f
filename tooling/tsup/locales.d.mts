export declare function localeEntries(folders?: string[]): Record<string, string>;
export declare const externalLocales: { name: string; setup(build: unknown): void };
