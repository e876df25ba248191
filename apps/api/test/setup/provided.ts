declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** PGlite project: path of the dumped data directory of a migrated, seeded database. */
    pgliteTemplate: string;
    /** PostgreSQL project. */
    pgAdminUrl: string;
    pgTemplate: string;
    pgRunPrefix: string;
    /** PostgreSQL project: the folder the template's demo seed stored its files in (the local driver's root). */
    seedFilesDir: string;
  }
}
export {};
