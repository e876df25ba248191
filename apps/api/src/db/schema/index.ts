/** The Drizzle schema, one file per area; drizzle-kit reads this index. */
export * from './organisation.js';
export * from './identity.js';
export * from './menus.js';
export * from './sessions.js';
export * from './tasks.js';
export * from './op-logs.js';
export * from './repair-orders.js';
export * from './files.js';
export * from './scheduler.js';
export * from './system.js';
export * from './door.js';
export * from './device.js';
export * from './notices.js';
export * from './business-tokens.js';
export * from './access.js';
export * from './fee.js';
export * from './fee-ledger.js';
