import { describe, expect, it } from 'vitest';
import { closeTab, isOpenTabList, openTab, tabHref, type OpenTab } from './tab-list.js';

const home: OpenTab = { path: '/dashboard/dashboard', search: '' };
const houses: OpenTab = { path: '/houseManager/houseManager', search: '' };
const areas: OpenTab = { path: '/areaManager/areaManager', search: '' };

describe('open page tabs', () => {
  it('adds a newly opened page as the last tab', () => {
    expect(openTab([home], houses)).toEqual([home, houses]);
  });

  it('keeps one tab per page, updating its query in place', () => {
    const detail = { path: '/houseManager/detail', search: '?id=1' };
    expect(openTab([home, detail, houses], { ...detail, search: '?id=2' })).toEqual([home, { ...detail, search: '?id=2' }, houses]);
  });

  it('returns the same list when nothing changed', () => {
    const tabs = [home, houses];
    expect(openTab(tabs, houses)).toBe(tabs);
  });

  it('closing the active tab activates the right-hand neighbour', () => {
    expect(closeTab([home, houses, areas], houses.path, houses.path)).toEqual({ tabs: [home, areas], activate: areas });
  });

  it('closing the active last tab activates the left-hand neighbour', () => {
    expect(closeTab([home, houses, areas], areas.path, areas.path)).toEqual({ tabs: [home, houses], activate: houses });
  });

  it('closing another tab keeps the active one', () => {
    expect(closeTab([home, houses, areas], home.path, areas.path)).toEqual({ tabs: [houses, areas], activate: null });
  });

  it('never closes the only tab', () => {
    expect(closeTab([home], home.path, home.path)).toEqual({ tabs: [home], activate: null });
  });

  it('links a tab to its page with its query', () => {
    expect(tabHref({ path: '/a', search: '?x=1' })).toBe('/a?x=1');
    expect(tabHref({ path: '/a', search: 'x=1' })).toBe('/a?x=1');
    expect(tabHref({ path: '/a', search: '' })).toBe('/a');
  });

  it('accepts only well-formed stored lists', () => {
    expect(isOpenTabList([home])).toBe(true);
    expect(isOpenTabList([{ path: '/a' }])).toBe(false);
    expect(isOpenTabList('x')).toBe(false);
  });
});
