/**
 * The platform's tables: those the shared machinery (auth, the catalogue and roles, sessions, files, tasks, the
 * scheduler, op logs, reference data) reads or writes. A business module's tables live in its folder
 * (`modules/<m>/schema*.ts`), never here: drizzle-kit reads this file and those (drizzle.config.ts), and the
 * modules import their neighbours' tables from the neighbour's schema file (docs/decisions/0026).
 */
export * from './columns.js';
export * from './organisation.js';
export * from './identity.js';
export * from './menus.js';
export * from './sessions.js';
export * from './tasks.js';
export * from './op-logs.js';
export * from './files.js';
export * from './scheduler.js';
export * from './system.js';
export * from './business-tokens.js';
export * from './rate-limits.js';
