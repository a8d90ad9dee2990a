export declare function inlineScripts(html: string, doc?: unknown): string[];
export declare function sha256(text: string): string;
export declare function injectCsp(html: string, policy: string, doc?: unknown): string;
export declare const OWN_POLICY_FOLDERS: string[];
export declare function ownPolicyFolders(dir: string): Set<string>;
export declare function rewriteHtmlFiles(dir: string, transform: (html: string, file: string) => string): number;
export declare function applyCsp(dir: string, site: unknown): { pages: number; hashes: number; longest: number };
