export declare const LANGUAGE_KEY: 'language';
export declare function chooseLanguage(stored: unknown, browserLanguage: unknown): 'en' | 'pl';
export declare function detectLanguage(): 'en' | 'pl';
