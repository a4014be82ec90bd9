/** What the global setup hands to every test file through `inject()`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL with the right to create databases. */
    databaseAdminUrl: string;
    /** The migrated database each test file copies. */
    templateDatabase: string;
  }
}

export {};
