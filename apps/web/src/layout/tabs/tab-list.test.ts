import { describe, expect, it } from 'vitest';
import { closeTab, isOpenTabList, openTab, tabHref, type OpenTab } from './tab-list.js';

const home: OpenTab = { path: '/dashboard/dashboard', search: '' };
const apartments: OpenTab = { path: '/houseManager/houseManager', search: '' };
const areas: OpenTab = { path: '/areaManager/areaManager', search: '' };

describe('open page tabs', () => {
  it('adds a newly opened page as the last tab', () => {
    expect(openTab([home], apartments)).toEqual([home, apartments]);
  });

  it('keeps one tab per page, updating its query in place', () => {
    const detail = { path: '/houseManager/detail', search: '?id=1' };
    expect(openTab([home, detail, apartments], { ...detail, search: '?id=2' })).toEqual([home, { ...detail, search: '?id=2' }, apartments]);
  });

  it('returns the same list when nothing changed', () => {
    const tabs = [home, apartments];
    expect(openTab(tabs, apartments)).toBe(tabs);
  });

  it('closing the active tab activates the right-hand neighbour', () => {
    expect(closeTab([home, apartments, areas], apartments.path, apartments.path)).toEqual({ tabs: [home, areas], activate: areas });
  });

  it('closing the active last tab activates the left-hand neighbour', () => {
    expect(closeTab([home, apartments, areas], areas.path, areas.path)).toEqual({ tabs: [home, apartments], activate: apartments });
  });

  it('closing another tab keeps the active one', () => {
    expect(closeTab([home, apartments, areas], home.path, areas.path)).toEqual({ tabs: [apartments, areas], activate: null });
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
