export * from './types.js';
export * from './fields.js';
export * from './derive.js';
export * from './define.js';
export * from './row-type.js';
export * from './lookup.js';
