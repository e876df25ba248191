import type { MenuItem } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import {
  enclosingGroupKeys,
  findMenuEntry,
  firstMenuPath,
  isExternalLink,
  linksOnlySection,
  menuEntryKey,
  menuLabel,
  menuPaths,
  menuTrail,
  openMenuEntry,
} from './menu-tree.js';

let nextId = 1;
function item(
  code: string,
  type: MenuItem['type'],
  href: string | null,
  children: MenuItem[] = [],
  functionType: MenuItem['functionType'] = 'route',
): MenuItem {
  return {
    id: nextId++,
    parentId: null,
    code,
    href,
    name: `${code}-zh`,
    title: `${code}-zh`,
    nameEn: `${code}-en`,
    icon: null,
    type,
    functionType,
    enabled: true,
    countKey: null,
    children,
  };
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

describe('external links (function type link)', () => {
  const help = item('systemManager:help', 'menu', 'https://help.example.com/guide', [], 'link');
  const userMng = item('systemManager:userMng', 'menu', '/systemManager/userMng');
  const linksFirst = item('systemManager', 'section', null, [help, userMng]);
  const onlyLinks = item('links', 'section', null, [item('links:a', 'menu', 'https://a.example.com', [], 'link')]);

  function opened(entry: MenuItem) {
    const calls = { navigated: [] as string[], windows: [] as unknown[][] };
    openMenuEntry(entry, { navigate: (path) => calls.navigated.push(path), openWindow: (...args) => calls.windows.push(args) });
    return calls;
  }

  it('opens a link entry’s address in a new detached window, never a route', () => {
    expect(isExternalLink(help)).toBe(true);
    expect(opened(help)).toEqual({ navigated: [], windows: [['https://help.example.com/guide', '_blank', 'noopener,noreferrer']] });
  });

  it('navigates to a console page exactly as before', () => {
    expect(isExternalLink(userMng)).toBe(false);
    expect(opened(userMng)).toEqual({ navigated: ['/systemManager/userMng'], windows: [] });
  });

  it('keys a link by its code and finds entries by their key', () => {
    expect(menuEntryKey(help)).toBe('link:systemManager:help');
    expect(menuEntryKey(userMng)).toBe('/systemManager/userMng');
    expect(findMenuEntry([linksFirst], 'link:systemManager:help')).toBe(help);
    expect(findMenuEntry([linksFirst], '/systemManager/userMng')).toBe(userMng);
    expect(findMenuEntry([linksFirst], 'systemManager')).toBeNull();
  });

  it('leaves links out of the route guard’s paths, a section’s landing page and the trail', () => {
    expect([...menuPaths([linksFirst])]).toEqual(['/systemManager/userMng']);
    expect(firstMenuPath(linksFirst)).toBe('/systemManager/userMng');
    expect(firstMenuPath(onlyLinks)).toBeNull();
    expect(menuTrail([linksFirst], 'https://help.example.com/guide')).toBeNull();
  });

  it('offers the links of a section that leads to no page (at any depth), and none for a section with a page', () => {
    const nested = item('links:group', 'section', null, [item('links:b', 'menu', 'https://b.example.com', [], 'link')]);
    const deep = item('deepLinks', 'section', null, [onlyLinks.children[0]!, nested]);
    expect(linksOnlySection(deep).map((entry) => entry.code)).toEqual(['links:a', 'links:b']);
    expect(linksOnlySection(linksFirst)).toEqual([]);
    expect(linksOnlySection(help)).toEqual([]);
    expect(linksOnlySection(item('empty', 'section', null))).toEqual([]);
  });
});
