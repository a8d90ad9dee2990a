export declare function rewriteSwitcherLinks(html: string): string;
export declare function applySwitcherLinks(out: string): number;
