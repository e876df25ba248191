import { idCardCheckChar } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, login, startTestApp, type CallOptions, type EnvelopeResponse, type TestApp } from './app.js';
import { multipartBody, SAMPLE } from './multipart.js';

/** What the door people tests build their people on: a building with floors, houses and a company, via the API. */
export interface Place {
  companyId: string;
  residentialId: number;
  buildingId: number;
  floorIds: number[];
  apartmentIds: number[];
  companyIdOfTenant: number;
}

let serial = 0;
const unique = (prefix: string) => `${prefix}${process.pid % 1000}-${++serial}`;

async function must<T>(response: Promise<EnvelopeResponse<T>>): Promise<T> {
  const r = await response;
  if (r.status !== 200) throw new Error(`fixture call failed: ${r.status} ${r.message}`);
  return r.data;
}

/** A building of `floors` floors in the community `companyId`, two houses on floor 1 and a company on floor 2. */
export async function buildPlace(app: FastifyInstance, token: string, companyId: string): Promise<Place> {
  const as: CallOptions = { token, companyId };
  const building = await must(
    call<{ id: number; residentialId: number }>(app, 'POST', '/api/door/building', {
      ...as,
      body: { type: 2, name: unique('测试楼'), floorCount: 3 },
    }),
  );
  const floors = await must(
    call<{ rows: { id: number; floorNo: number }[] }>(app, 'POST', '/api/door/buildingFloor/query/page', {
      ...as,
      body: { buildingId: building.id, limit: 50 },
    }),
  );
  const floorIds = floors.rows.sort((a, b) => a.floorNo - b.floorNo).map((f) => f.id);
  const apartmentIds: number[] = [];
  for (const roomNo of ['101', '102']) {
    const apartment = await must(
      call<{ id: number }>(app, 'POST', '/api/door/apartment', { ...as, body: { floorId: floorIds[0], roomNo, houseType: 1, status: 1 } }),
    );
    apartmentIds.push(apartment.id);
  }
  const company = await must(
    call<{ id: number }>(app, 'POST', '/api/door/company', {
      ...as,
      body: { floorId: floorIds[1], companyName: unique('测试企业'), level: 3 },
    }),
  );
  return {
    companyId,
    residentialId: building.residentialId,
    buildingId: building.id,
    floorIds,
    apartmentIds,
    companyIdOfTenant: company.id,
  };
}

/** What the door people tests start from: the app, admin and lihua (community 1001) signed in, a place in 1001 built by lihua and one in 1002 built by admin. */
export interface PeopleApp {
  t: TestApp;
  admin: string;
  lihua: string;
  sunny: Place;
  lake: Place;
}

export async function startPeopleApp(): Promise<PeopleApp> {
  const t = await startTestApp();
  const admin = await login(t.app, 'admin');
  const lihua = await login(t.app, 'lihua');
  const sunny = await buildPlace(t.app, lihua, '1001');
  const lake = await buildPlace(t.app, admin, '1002');
  return { t, admin, lihua, sunny, lake };
}

/** A valid 18-digit ID number (born 1990-01-01 + n days; correct check character). */
export function idNumber(n: number): string {
  const first17 = `110101${19900101 + (n % 28)}${String(100 + (n % 900)).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** The same number with a wrong check character. */
export function badCheckDigit(valid: string): string {
  const wrong = valid[17] === '1' ? '2' : '1';
  return valid.slice(0, 17) + wrong;
}

let phoneSerial = 0;
export function mobile(): string {
  return `139${String(10_000_000 + ((++phoneSerial * 7919) % 89_999_999)).padStart(8, '0')}`;
}

/** Uploads one file through the upload endpoint; returns the stored path. */
export async function uploadFile(app: FastifyInstance, token: string, name: string, content: Buffer, companyId?: string): Promise<string> {
  const { payload, headers } = multipartBody({}, [{ name, content }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/fdfs/file/uploadFiles',
    payload,
    headers: { ...headers, authorization: token, ...(companyId ? { companyid: companyId } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as string[])[0]!;
}

export const uploadJpeg = (app: FastifyInstance, token: string, companyId?: string) =>
  uploadFile(app, token, 'portrait.jpg', SAMPLE.jpeg, companyId);

export function personBody(place: Place, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = ++serial;
  return {
    name: `张测试${n}`,
    personType: 1,
    phone: mobile(),
    gender: 1,
    idCard: idNumber(n),
    apartmentId: place.apartmentIds[0],
    ...overrides,
  };
}

export function staffBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = ++serial;
  return {
    name: `李员工${n}`,
    staffNo: unique('S'),
    phone: mobile(),
    staffType: 2,
    isContact: false,
    idCard: idNumber(n),
    gender: 2,
    ...overrides,
  };
}
