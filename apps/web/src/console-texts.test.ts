import { describe, expect, it } from 'vitest';
import { en, zhCn } from './console-texts.js';

function keyPaths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

function leaves(node: unknown): unknown[] {
  if (typeof node !== 'object' || node === null) return [node];
  return Object.values(node).flatMap(leaves);
}

describe('translation resources', () => {
  it('have exactly the same keys in Chinese and English', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(zhCn).sort());
  });

  it('have a non-empty string for every key', () => {
    for (const value of [...leaves(zhCn), ...leaves(en)]) {
      expect(typeof value).toBe('string');
      expect((value as string).trim()).not.toBe('');
    }
  });

  it('keep the spec wording of the change-password mismatch and the notice titles', () => {
    expect(zhCn.changePassword.mismatch).toBe('两次输入的密码不一致');
    expect(en.changePassword.mismatch).toBe('The two passwords entered do not match');
    expect(zhCn.request.noticeTitle).toBe('提示');
    expect(zhCn.request.errorTitle).toBe('异常');
  });

  it('carry the response-code catalogue with i18next placeholders', () => {
    expect(zhCn.codes.PASSWORD_CHANGED).toBe('当前密码已修改，请重新登录');
    expect(en.codes.ACCOUNT_LOCKED).toContain('{{minutes}}');
  });
});
