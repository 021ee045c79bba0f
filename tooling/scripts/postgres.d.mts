export declare function startPostgres(): Promise<{ url: string; stop: () => Promise<void> }>;
