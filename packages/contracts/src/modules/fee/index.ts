export * from './money.js';
export * from './ledger.js';
