import { resolve } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { idCardCheckChar, type Envelope, type Language } from '@cvap/contracts';
import { apiUserInfo } from '../../support/api.js';
import { DoorSetup, uniqueMobile } from '../door/door-setup.js';

/** Test data and page helpers of the household specs (registration and review). */

export const fixtures = {
  jpg: resolve(import.meta.dirname, '../../fixtures/portrait.jpg'),
  png: resolve(import.meta.dirname, '../../fixtures/portrait.png'),
};

let serial = 0;
/** A short token unique to this run and call. */
export function token(): string {
  serial += 1;
  return `${Date.now().toString(36).slice(-5)}${serial}`;
}

/** A valid 18-digit ID number (birth date varied by the serial, correct check digit). */
export function idNumber(): string {
  serial += 1;
  const first17 = `11010119900${(serial % 9) + 1}${String(10 + (serial % 18)).padStart(2, '0')}${String(100 + ((Date.now() + serial) % 900)).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** The same number with a wrong check digit. */
export function wrongCheckDigit(valid: string): string {
  const digits = '0123456789X';
  const last = valid.slice(-1);
  return valid.slice(0, 17) + digits[(digits.indexOf(last) + 1) % digits.length]!;
}

export async function call<T>(
  request: APIRequestContext,
  auth: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, { method, headers: { Authorization: auth }, ...(data === undefined ? {} : { data }) });
  const body = (await response.json()) as Envelope<T>;
  expect(body.status, `${method} ${url} answered ${body.status} ${body.message}`).toBe(200);
  return body.data;
}

export async function residentialIdOf(request: APIRequestContext, auth: string, companyId: string): Promise<number> {
  const info = await apiUserInfo(request, auth);
  const residential = info.communities.find((c) => c.companyId === companyId);
  if (!residential) throw new Error(`no community ${companyId} for this user`);
  return residential.id;
}

export interface Apartments {
  residentialId: number;
  buildingId: number;
  buildingName: string;
  floorId: number;
  floorName: string;
  apartments: { id: number; roomNo: string }[];
}

/** A building with two floors in a community and houses on its first floor, made through the API as head office. */
export async function makeApartments(request: APIRequestContext, auth: string, companyId: string, rooms: string[]): Promise<Apartments> {
  const residentialId = await residentialIdOf(request, auth, companyId);
  const buildingName = `E2E楼${token()}`;
  const setup = new DoorSetup(request, auth);
  const building = await setup.building(residentialId, buildingName, 2);
  const floorId = building.floors.get(1)!;
  const apartments: Apartments['apartments'] = [];
  for (const roomNo of rooms) apartments.push({ id: await setup.apartment(floorId, roomNo), roomNo });
  return { residentialId, buildingId: building.id, buildingName, floorId, floorName: building.floorNames.get(1)!, apartments };
}

/** A resident registered through the API (pending review). */
export async function makePerson(request: APIRequestContext, auth: string, apartmentId: number, name: string): Promise<number> {
  const created = await call<{ id: number }>(request, auth, 'POST', '/api/door/person', {
    name,
    personType: 2,
    phone: uniqueMobile(),
    idCard: idNumber(),
    apartmentId,
  });
  return created.id;
}

/** A property staff member registered through the API (pending review). */
export async function makeStaff(request: APIRequestContext, auth: string, name: string): Promise<number> {
  const created = await call<{ id: number }>(request, auth, 'POST', '/api/door/staff', {
    name,
    staffNo: `E${token()}`,
    phone: uniqueMobile(),
    staffType: 2,
  });
  return created.id;
}

export const texts = {
  zh_cn: {
    saved: '保存成功',
    add: /新\s*增/,
    onlyJpg: '只能上传 JPG 格式的图片',
    idCard: '请输入正确的身份证号码',
    mobile: '请输入正确的手机号码',
    selectAtLeastOne: '请至少选择一条记录',
    reasonRequired: '请输入驳回原因',
    passed: '已通过',
    rejected: '已驳回',
    statusPending: '待审核',
    statusPassed: '审核通过',
    statusRejected: '已驳回',
    owner: '业主',
    staffTypeService: '客服',
    staffTab: '物业人员',
    personsTab: '住户',
    label: {
      name: '姓名',
      personType: '住户类型',
      phone: '手机号',
      idCard: '身份证号',
      apartmentId: '房屋',
      portrait: '人像照片',
      staffNo: '工号',
      staffType: '人员类型',
      departmentId: '部门',
      rejectReason: '驳回原因',
      reviewerId: '审核人',
      reviewStatus: '审核状态',
    },
  },
  en: {
    saved: 'Saved',
    add: 'Add',
    onlyJpg: 'Only JPG pictures can be uploaded',
    idCard: 'Please enter a valid ID card number',
    mobile: 'Please enter the correct mobile number',
    selectAtLeastOne: 'At least one item must be selected',
    reasonRequired: 'Please enter Rejection reason',
    passed: 'Passed',
    rejected: 'Rejected',
    statusPending: 'Pending',
    statusPassed: 'Passed',
    statusRejected: 'Rejected',
    owner: 'Owner',
    staffTypeService: 'Customer service',
    staffTab: 'Property staff',
    personsTab: 'Residents',
    label: {
      name: 'Name',
      personType: 'Resident type',
      phone: 'Mobile',
      idCard: 'ID card number',
      apartmentId: 'House',
      portrait: 'Portrait',
      staffNo: 'Staff ID',
      staffType: 'Staff type',
      departmentId: 'Department',
      rejectReason: 'Rejection reason',
      reviewerId: 'Reviewer',
      reviewStatus: 'Review status',
    },
  },
} as const satisfies Record<Language, unknown>;

export type Texts = (typeof texts)[Language];

/** The form item of a labelled field on the registration pages. */
export function formItem(page: Page, label: string): Locator {
  return page.locator('.ant-form-item').filter({ has: page.locator(`.ant-form-item-label > label[title="${label}"]`) });
}

/** Picks a house: the floor through the tree (searched by building name), then the room. */
export async function pickApartment(page: Page, apartments: Apartments, roomNo: string): Promise<void> {
  const picker = page.getByTestId('house-picker');
  await picker.locator('.ant-select').first().click();
  await page.keyboard.type(apartments.buildingName);
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true });
  await dropdown
    .locator('.ant-select-tree-treenode')
    .filter({ hasText: new RegExp(`^${apartments.floorName}$`) })
    .locator('.ant-select-tree-title')
    .click();
  await picker.locator('.ant-select').nth(1).click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${roomNo}$`) })
    .click();
}

/** Uploads the portrait fixture and waits for its thumbnail. */
export async function uploadPortrait(page: Page, file: string): Promise<void> {
  await page.getByTestId('portrait-upload').locator('input[type="file"]').setInputFiles(file);
}

/** A list row by its text. */
export function listRow(page: Page, table: string, text: string): Locator {
  return page.getByTestId(table).locator('tbody tr.ant-table-row').filter({ hasText: text });
}
