import { describe, expect, it } from 'vitest';
import { forgetLists, listMemoryKey, recallList, rememberList } from './list-memory.js';

describe('list memory', () => {
  it('gives back what a list showed, per user and route, until a logout forgets it', () => {
    const key = listMemoryKey('admin', '/householdManager/householdReg', 'person');
    rememberList(key, { state: { page: 2, filters: { name: '张' } }, searchValues: { name: '张' } });
    expect(recallList(key)).toEqual({ state: { page: 2, filters: { name: '张' } }, searchValues: { name: '张' } });
    expect(recallList(listMemoryKey('lihua', '/householdManager/householdReg', 'person'))).toBeUndefined();
    forgetLists();
    expect(recallList(key)).toBeUndefined();
  });
});
