import type { MenuItem } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { enclosingGroupKeys, firstMenuPath, menuLabel, menuPaths, menuTrail } from './menu-tree.js';

let nextId = 1;
function item(code: string, type: MenuItem['type'], href: string | null, children: MenuItem[] = []): MenuItem {
  return { id: nextId++, parentId: null, code, href, name: `${code}-zh`, title: `${code}-zh`, nameEn: `${code}-en`, icon: null, type, enabled: true, countKey: null, children };
}

const meterList = item('propertyPayment:meter:meterList', 'menu', '/propertyPayment/meter/meterList');
const meters = item('propertyPayment:meter', 'section', null, [meterList]);
const statement = item('propertyPayment:statement', 'menu', '/propertyPayment/statement');
const payment = item('propertyPayment', 'section', null, [meters, statement]);
const home = item('dashboard', 'section', null, [item('dashboard:dashboard', 'menu', '/dashboard/dashboard')]);
const tree = [home, payment];

describe('menu tree', () => {
  it('names entries in the chosen language, falling back to the Chinese name', () => {
    expect(menuLabel(meters, 'zh_cn')).toBe('propertyPayment:meter-zh');
    expect(menuLabel(meters, 'en')).toBe('propertyPayment:meter-en');
    expect(menuLabel({ name: '首页', nameEn: '' }, 'en')).toBe('首页');
  });

  it('collects the paths of menu entries at any depth, not of sections', () => {
    expect([...menuPaths(tree)].sort()).toEqual(['/dashboard/dashboard', '/propertyPayment/meter/meterList', '/propertyPayment/statement']);
  });

  it('leads a section to its first menu entry, depth first', () => {
    expect(firstMenuPath(payment)).toBe('/propertyPayment/meter/meterList');
    expect(firstMenuPath(item('empty', 'section', null))).toBeNull();
  });

  it('finds the chain from the top-level section to an entry', () => {
    expect(menuTrail(tree, '/propertyPayment/meter/meterList')?.map((node) => node.code)).toEqual([
      'propertyPayment',
      'propertyPayment:meter',
      'propertyPayment:meter:meterList',
    ]);
    expect(menuTrail(tree, '/nowhere')).toBeNull();
  });

  it('opens the groups between the section and the entry', () => {
    expect(enclosingGroupKeys(menuTrail(tree, '/propertyPayment/meter/meterList'))).toEqual(['propertyPayment:meter']);
    expect(enclosingGroupKeys(menuTrail(tree, '/propertyPayment/statement'))).toEqual([]);
  });
});
