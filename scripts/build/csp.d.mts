export declare function inlineScripts(html: string, doc?: unknown): string[];
export declare function sha256(text: string): string;
export declare function injectCsp(html: string, policy: string, doc?: unknown): string;
export declare function applyCsp(dir: string, site: unknown): { pages: number; hashes: number; longest: number };
