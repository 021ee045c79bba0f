export declare function inlineCssImports(file: string): string;
export declare function writeBundledCss(from?: string, to?: string): void;
