import type { GrantNode } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { grantedKeys, grantsFromChecked, toGrantTree, toggleGrant } from './grant-tree.js';

const system: GrantNode = {
  id: 1,
  code: 'systemManager',
  name: '系统管理',
  nameEn: 'System',
  type: 'section',
  granted: true,
  elements: [],
  children: [
    {
      id: 2,
      code: 'systemManager:userMng',
      name: '用户管理',
      nameEn: 'Users',
      type: 'menu',
      granted: true,
      children: [],
      elements: [
        { id: 10, code: 'sys:user:view', name: '查看用户', nameEn: 'View user', granted: false },
        { id: 11, code: 'sys:user:add', name: '新增用户', nameEn: 'Add user', granted: false },
      ],
    },
    {
      id: 3,
      code: 'systemManager:opLog',
      name: '操作日志',
      nameEn: 'Operation log',
      type: 'menu',
      granted: false,
      children: [],
      elements: [],
    },
  ],
};

describe('role grant tree', () => {
  it('shows menus with their elements as leaves, in the user language', () => {
    const tree = toGrantTree([system], 'en');
    expect(tree[0]?.title).toBe('System');
    expect(tree[0]?.children?.[0]?.children?.map((n) => n.key)).toEqual(['e:10', 'e:11']);
  });

  it('keeps a menu granted without any of its elements, and saves it unchanged', () => {
    expect(grantedKeys([system])).toEqual(['m:1', 'm:2']);
    expect(grantsFromChecked(grantedKeys([system]))).toEqual({ menuIds: [1, 2], elementIds: [] });
  });

  it('grants the menus above a checked element and revokes what is below an unchecked menu', () => {
    const tree = toGrantTree([system], 'zh_cn');
    expect(toggleGrant(tree, [], 'e:11', true).sort()).toEqual(['e:11', 'm:1', 'm:2']);
    expect(toggleGrant(tree, ['m:1', 'm:2', 'e:10', 'm:3'], 'm:2', false).sort()).toEqual(['m:1', 'm:3']);
  });
});
