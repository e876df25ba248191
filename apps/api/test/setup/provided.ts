declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** PGlite project: path of the dumped data directory of a migrated, seeded database. */
    pgliteTemplate: string;
    /** PostgreSQL project. */
    pgAdminUrl: string;
    pgTemplate: string;
    pgRunPrefix: string;
  }
}
export {};
