import type { Browser, Page } from 'playwright-core';
export declare const chromiumPath: string;
export declare const chromiumOptions: {
  executablePath: string;
  headless: boolean;
  ignoreDefaultArgs: string[];
  args: string[];
};
export declare function startServer(options?: {
  env?: Record<string, string>;
}): Promise<{ baseUrl: string; stop: () => Promise<void> }>;
export declare function launchBrowser(): Promise<Browser>;
export declare function signInOverHttp(baseUrl: string, account: string, password: string): Promise<string>;
export declare const axeRunOptions: {
  runOnly: { type: 'tag'; values: string[] };
  resultTypes: ['violations'];
};
export declare function waitForStillPage(page: Page, options?: { timeout?: number }): Promise<void>;
