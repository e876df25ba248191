export * from './cycle.js';
