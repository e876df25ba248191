import { readJson, writeJson } from '../app/storage.js';

/** How many leading column codes identify a table (so a changed column set starts afresh). */
const IDENTIFYING_COLUMNS = 3;

/** Spec section 3: per-user column visibility keyed by username, route and the first column codes. */
export function columnVisibilityKey(username: string, route: string, columnCodes: readonly string[]): string {
  return `cvap_columns:${username}:${route}:${columnCodes.slice(0, IDENTIFYING_COLUMNS).join(',')}`;
}

const isCodeList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The hidden columns (storing the hidden ones lets a newly declared column show by default). */
export function readHiddenColumns(key: string): string[] {
  return readJson('local', key, isCodeList, []);
}

export function writeHiddenColumns(key: string, hidden: readonly string[]): void {
  writeJson('local', key, [...hidden]);
}
