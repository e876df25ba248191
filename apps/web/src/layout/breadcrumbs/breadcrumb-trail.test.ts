import type { MenuItem } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail.js';

let nextId = 1;
function item(
  code: string,
  type: MenuItem['type'],
  href: string | null,
  name: string,
  nameEn: string,
  children: MenuItem[] = [],
): MenuItem {
  return {
    id: nextId++,
    parentId: null,
    code,
    href,
    name,
    title: name,
    nameEn,
    icon: null,
    type,
    functionType: 'route',
    enabled: true,
    countKey: null,
    children,
  };
}

const tree = [
  item('dashboard', 'section', null, '首页', 'Home', [item('dashboard:dashboard', 'menu', '/dashboard/dashboard', '首页', 'Home')]),
  item('houseManager', 'section', null, '房屋管理', 'Houses', [
    item('houseManager:houseManager', 'menu', '/houseManager/houseManager', '房屋列表', 'House list'),
  ]),
  item('propertyPayment', 'section', null, '物业缴费', 'Property fees', [
    item('propertyPayment:meter', 'section', null, '仪表管理', 'Meters', [
      item('propertyPayment:meter:meterList', 'menu', '/propertyPayment/meter/meterList', '仪表列表', 'Meter list'),
    ]),
  ]),
];

const labels = (crumbs: { label: string }[]) => crumbs.map((crumb) => crumb.label);

describe('breadcrumbs', () => {
  it('show section › menu entry', () => {
    expect(labels(breadcrumbTrail(tree, '/houseManager/houseManager', '', 'zh_cn'))).toEqual(['房屋管理', '房屋列表']);
  });

  it('show nested groups', () => {
    expect(labels(breadcrumbTrail(tree, '/propertyPayment/meter/meterList', '', 'en'))).toEqual(['Property fees', 'Meters', 'Meter list']);
  });

  it('add the inline page after its parent menu entry, which links back', () => {
    const crumbs = breadcrumbTrail(tree, '/houseManager/detail', '?id=1', 'zh_cn');
    expect(crumbs).toEqual([
      { label: '房屋管理', href: null },
      { label: '房屋列表', href: '/houseManager/houseManager' },
      { label: '房间详情', href: null },
    ]);
  });

  it('follow the menu query parameter of an inline page', () => {
    expect(labels(breadcrumbTrail(tree, '/equipmentManager/equipmentDetail', '?menu=/houseManager/houseManager', 'en'))).toEqual([
      'Houses',
      'House list',
      'Equipment detail',
    ]);
  });

  it('merge a section with its single entry of the same name', () => {
    expect(labels(breadcrumbTrail(tree, '/dashboard/dashboard', '', 'zh_cn'))).toEqual(['首页']);
  });

  it('name an open page outside the menu tree from the catalogue', () => {
    expect(labels(breadcrumbTrail(tree, '/visitorManager/siteRegister', '', 'en'))).toEqual(['On-site registration']);
  });
});
