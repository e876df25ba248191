import { RESOURCES } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { WEB_MODULES } from '../features/index.js';
import { bespokeScreens, declaredScreens, screenRegistry } from './screen-registry.js';

const { screenModule } = screenRegistry(bespokeScreens(WEB_MODULES));

describe('screen registry', () => {
  it('gives a declared resource whose menu has no bespoke screen the generic screen of its declaration', () => {
    const declared = declaredScreens(RESOURCES, {});
    expect(declared.get('/deviceManager/deviceTypeMng')?.name).toBe('deviceType');
    expect(declared.get('/systemManager/tenantMng')?.name).toBe('tenant');
    expect(declared.get('/cardManager/cardMng')?.name).toBe('card');
  });

  it('keeps the first resource declared for a menu shared by several', () => {
    expect(declaredScreens(RESOURCES, {}).get('/systemManager/baseParam')?.name).toBe('dictType');
  });

  it('never replaces a bespoke screen, and leaves paths without a resource to the not-built page', () => {
    expect(declaredScreens(RESOURCES, { '/systemManager/tenantMng': true }).has('/systemManager/tenantMng')).toBe(false);
    expect(screenModule('/systemManager/userMng')).toBeDefined();
    expect(screenModule('/deviceManager/deviceTypeMng')).toBeDefined();
    expect(screenModule('/repairManager/repairQuery')).toBeDefined();
    expect(screenModule('/propertyPayment/charge/paymentCollection')).toBeDefined();
    expect(declaredScreens(RESOURCES, {}).get('/repairManager/repairType')?.name).toBe('repairType');
    expect(screenModule('/equipmentManager/equipmentType')).toBeDefined();
    expect(screenModule('/patrolManager/patrolType')).toBeDefined();
    // Fees part 2 (issue 26) is built; a path of no screen and no resource is left to the not-built page.
    expect(screenModule('/propertyPayment/billPush')).toBeDefined();
    expect(screenModule('/propertyPayment/noSuchScreen')).toBeUndefined();
  });
});
