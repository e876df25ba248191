import { describe, expect, it } from 'vitest';
import { actingResidential, hasResidentialChoice, reconcileCompanyChoice } from './residential.js';

const garden = { id: 1, residentialName: '阳光花园', companyId: '1001' };
const lake = { id: 2, residentialName: '翠湖苑', companyId: '1002' };
const headOffice = { headOffice: true, communities: [garden, lake] };
const worker = { headOffice: false, communities: [garden, lake] };
const manager = { headOffice: false, communities: [garden] };

describe('community choice', () => {
  it('keeps a stored choice the user may act for', () => {
    expect(reconcileCompanyChoice(worker, '1002')).toBe('1002');
    expect(reconcileCompanyChoice(headOffice, '1001')).toBe('1001');
  });

  it('lets a head-office user without a choice act for the head office', () => {
    expect(reconcileCompanyChoice(headOffice, null)).toBeNull();
  });

  it('gives any other user without a choice their first community', () => {
    expect(reconcileCompanyChoice(manager, null)).toBe('1001');
    expect(reconcileCompanyChoice(worker, null)).toBe('1001');
  });

  it('drops a stored choice the user may not act for', () => {
    expect(reconcileCompanyChoice(manager, '1003')).toBe('1001');
    expect(reconcileCompanyChoice(headOffice, '9999')).toBeNull();
  });

  it('names the community acted for, or none for the head office', () => {
    expect(actingResidential(worker, '1002')).toEqual(lake);
    expect(actingResidential(headOffice, null)).toBeNull();
  });

  it('offers a dropdown to head-office users and to users with several communities only', () => {
    expect(hasResidentialChoice(headOffice)).toBe(true);
    expect(hasResidentialChoice(worker)).toBe(true);
    expect(hasResidentialChoice(manager)).toBe(false);
  });
});
