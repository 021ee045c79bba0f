import type { Browser } from 'playwright-core';
export declare const chromiumPath: string;
export declare const chromiumOptions: { executablePath: string; headless: boolean; args: string[] };
export declare function startServer(options?: {
  env?: Record<string, string>;
}): Promise<{ baseUrl: string; stop: () => Promise<void> }>;
export declare function launchBrowser(): Promise<Browser>;
