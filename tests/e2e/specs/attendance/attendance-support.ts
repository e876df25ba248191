import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueMobile } from '../door/door-setup.js';
import { token } from '../household/household-support.js';

/** The attendance specs' API steps, as the head office acting for community 1001. */

/** A call: the envelope. */
export async function send(request: APIRequestContext, auth: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: auth, companyid: '1001' },
    ...(data === undefined ? {} : { data }),
  });
  return (await response.json()) as { status: number; message: string; data: { id: number } };
}

/** A call that must succeed: its data. */
export async function ok(request: APIRequestContext, auth: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const body = await send(request, auth, method, url, data);
  expect(body.status, `${method} ${url} answered ${body.status} ${body.message}`).toBe(200);
  return body.data;
}

/** A property staff member registered with a card and approved (only approved staff are scheduled). */
export async function approvedStaff(request: APIRequestContext, auth: string, name: string): Promise<{ id: number }> {
  const staff = await ok(request, auth, 'POST', '/api/door/staff', {
    name,
    staffNo: `GZ${token()}`,
    phone: uniqueMobile(),
    staffType: 3,
    cardSn: String(3_300_000_000 + Math.floor(Math.random() * 99_999_999)),
  });
  await ok(request, auth, 'POST', '/api/door/staff/review', { ids: [staff.id], verdict: 'pass' });
  return staff;
}

/** A shift of one period, signIn to signOut (HH:mm) the same day. */
export async function shiftOf(request: APIRequestContext, auth: string, signIn: string, signOut: string): Promise<{ id: number }> {
  return ok(request, auth, 'POST', '/api/attendance/shift', {
    shiftName: `班${signIn.replace(':', '')}${token()}`,
    signIn,
    signOut,
    nextDay: 0,
    workMinutes: 480,
    enabled: 1,
  });
}
