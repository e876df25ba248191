import { describe, expect, it } from 'vitest';
import { lookupOnce, rememberLookup, type Lookups } from './lookups.js';

/** A thenable that does its work each time it is awaited, as a Drizzle query does. */
function queryLike(counter: { runs: number }, value: string): PromiseLike<string> {
  return {
    then(resolve, reject) {
      counter.runs++;
      return Promise.resolve(value).then(resolve, reject);
    },
  };
}

describe('lookupOnce', () => {
  it('runs a repeated read once per import, even when the read is a thenable that reruns on every await', async () => {
    const lookups: Lookups = new Map();
    const counter = { runs: 0 };
    for (let i = 0; i < 5; i++) expect(await lookupOnce(lookups, 'k', () => queryLike(counter, 'row'))).toBe('row');
    expect(counter.runs).toBe(1);
  });

  it('runs the read every time outside an import (no memo)', async () => {
    const counter = { runs: 0 };
    for (let i = 0; i < 3; i++) await lookupOnce(undefined, 'k', () => queryLike(counter, 'row'));
    expect(counter.runs).toBe(3);
  });

  it('does not keep a failed read, and answers from what a bulk read remembered', async () => {
    const lookups: Lookups = new Map();
    await expect(lookupOnce(lookups, 'k', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await lookupOnce(lookups, 'k', async () => 'again')).toBe('again');
    rememberLookup(lookups, 'missing', undefined);
    expect(await lookupOnce(lookups, 'missing', async () => 'not read')).toBeUndefined();
  });
});
