/** Types of chromium.mjs, for the TypeScript browser tests that import it. */
export declare const CHROME_PATH: string;
export declare const CHROME_FLAGS: string[];
