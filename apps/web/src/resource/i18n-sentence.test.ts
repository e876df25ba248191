import { describe, expect, it } from 'vitest';
import { inSentence } from './i18n-keys.js';

describe('resource label in a sentence', () => {
  it('lower-cases an English label but not an acronym or Chinese', () => {
    expect(inSentence('User', 'en')).toBe('user');
    expect(inSentence('Allow-list entry', 'en')).toBe('allow-list entry');
    expect(inSentence('SHA-256', 'en')).toBe('SHA-256');
    expect(inSentence('用户', 'zh_cn')).toBe('用户');
  });
});
