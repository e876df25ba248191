import type { GrantNode } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { grantsFromChecked, initiallyChecked, toGrantTree } from './grant-tree.js';

const system: GrantNode = {
  id: 1, code: 'systemManager', name: '系统管理', nameEn: 'System', type: 'section', granted: true, elements: [],
  children: [
    { id: 2, code: 'systemManager:userMng', name: '用户管理', nameEn: 'Users', type: 'menu', granted: true, children: [],
      elements: [{ id: 10, code: 'sys:user:view', name: '查看用户', nameEn: 'View user', granted: true }, { id: 11, code: 'sys:user:add', name: '新增用户', nameEn: 'Add user', granted: false }] },
    { id: 3, code: 'systemManager:opLog', name: '操作日志', nameEn: 'Operation log', type: 'menu', granted: true, children: [], elements: [] },
  ],
};

describe('role grant tree', () => {
  it('shows menus with their elements as leaves, in the user language', () => {
    const tree = toGrantTree([system], 'en');
    expect(tree[0]?.title).toBe('System');
    expect(tree[0]?.children?.[0]?.children?.map((n) => n.key)).toEqual(['e:10', 'e:11']);
  });

  it('checks only granted leaves, so a partly granted menu shows half-checked', () => {
    expect(initiallyChecked([system])).toEqual(['e:10', 'm:3']);
  });

  it('saves the checked elements with every menu above them, unchanged when nothing was touched', () => {
    expect(grantsFromChecked([system], initiallyChecked([system]))).toEqual({ menuIds: [2, 3, 1], elementIds: [10] });
    expect(grantsFromChecked([system], [])).toEqual({ menuIds: [], elementIds: [] });
  });
});
