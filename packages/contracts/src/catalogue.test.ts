import { describe, expect, it } from 'vitest';
import { Codes, codeByStatus, codeMessage, isSessionEndStatus, pickLanguage, SESSION_END_CODES } from './codes.js';
import { flattenMenus, inlinePageParents, isHeadOfficeMenu, MENU_CATALOGUE, menuCodeFromPath } from './menus.js';

describe('code catalogue', () => {
  it('gives every code a distinct status and both languages', () => {
    const statuses = Object.values(Codes).map((c) => c.status);
    expect(new Set(statuses).size).toBe(statuses.length);
    for (const c of Object.values(Codes)) {
      expect(c.zh.length).toBeGreaterThan(0);
      expect(c.en.length).toBeGreaterThan(0);
    }
  });
  it('knows the five session-ending codes of the spec', () => {
    expect([...SESSION_END_CODES].sort()).toEqual([7101, 7102, 7103, 40101, 40102].sort());
    for (const s of SESSION_END_CODES) {
      expect(isSessionEndStatus(s)).toBe(true);
      expect(codeByStatus(s)).toBeDefined();
    }
    expect(isSessionEndStatus(40103)).toBe(false);
  });
  it('fills placeholders in the chosen language', () => {
    expect(codeMessage('ACCOUNT_LOCKED', 'zh_cn', { minutes: 15 })).toContain('15分钟');
    expect(codeMessage('ACCOUNT_LOCKED', 'en', { minutes: 15 })).toContain('15 minutes');
  });
  it('picks English only for en language tags', () => {
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('zh-CN')).toBe('zh_cn');
    expect(pickLanguage(undefined)).toBe('zh_cn');
  });
});

describe('menu catalogue', () => {
  const all = flattenMenus();
  const paths = all.flatMap(({ decl }) => [decl.path, ...(decl.inline ?? []).map((p) => p.path)]).filter(Boolean);

  it('has unique codes and unique paths', () => {
    const codes = all.map(({ decl }) => decl.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('derives a menu code from its path', () => {
    expect(menuCodeFromPath('/propertyPayment/chargeSetting/chargeStandard')).toBe('propertyPayment:chargeSetting:chargeStandard');
  });
  it('gives every entry either a path or children, never both', () => {
    for (const { decl } of all) expect(Boolean(decl.path) !== Boolean(decl.children)).toBe(true);
  });
  it('maps each inline page to the menu it highlights', () => {
    const parents = inlinePageParents();
    expect(parents.get('/houseManager/detail')).toBe('/houseManager/houseManager');
    expect(parents.get('/propertyPayment/statement/receivable')).toBe('/propertyPayment/statement');
  });
  it('covers the routes named in spec section 2', () => {
    for (const p of [
      '/houseManager/houseManager',
      '/areaManager/areaManager',
      '/visitorManager/siteRegister',
      '/deviceManager/openRecord',
      '/cardManager/recordMng',
      '/systemManager/opLog',
      '/householdManager/detail2',
      '/noticeManager/index',
      '/repairManager/repairAnalysis',
      '/equipmentManager/equipmentState',
      '/patrolManager/patrolState',
      '/propertyPayment/meter/meterList',
      '/propertyPayment/billPrint/detail',
      '/propertyPayment/charge/generateTask',
      '/propertyPayment/bankCollection/collectionRecordDetail',
    ])
      expect(paths).toContain(p);
    expect(MENU_CATALOGUE.length).toBeGreaterThan(10);
  });
});

describe('menu catalogue icons', () => {
  it('gives every top-level section its own icon (首页 and 房屋管理, 设施设备 and 系统管理 shared one)', () => {
    const icons = MENU_CATALOGUE.map((section) => section.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });
});

describe('head-office sections', () => {
  it('are system management, by section and entry code', () => {
    expect(isHeadOfficeMenu('systemManager')).toBe(true);
    expect(isHeadOfficeMenu('systemManager:userMng')).toBe(true);
    expect(isHeadOfficeMenu('houseManager:houseManager')).toBe(false);
    expect(isHeadOfficeMenu('systemManagerX')).toBe(false);
  });
});
