import { expect, type APIRequestContext } from '@playwright/test';
import { VisitorEndpoints, type Envelope, type KioskCompany, type KioskHost } from '@cvap/contracts';
import { uniqueToken, validIdNumber, validMobile } from '../../support/resource-page.js';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { demoResidentials, users } from '../../support/users.js';
import { makeApartments, makePerson, token, type Apartments } from '../household/household-support.js';

/** The campus 星河科创园: its companies and their employees are the visited companies and hosts. */
export const CAMPUS = demoResidentials.starRiverPark.companyId;

/** A call acting for the campus; fails the test unless the envelope says 200. */
export async function campusApi<T>(
  request: APIRequestContext,
  auth: string,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: auth, CompanyId: CAMPUS },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.status, `${method} ${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** A company as the kiosk's company list labels it. */
export const kioskCompanyLabel = (company: KioskCompany): string =>
  [company.companyName, company.buildingName, company.floorName].filter(Boolean).join(' · ');

export interface Appointment {
  guestName: string;
  id: number;
  company: KioskCompany;
}

/** The campus's first company (as the kiosk lists them) that has an employee to host a visitor, and that host. */
export async function companyWithHost(request: APIRequestContext, auth: string): Promise<{ company: KioskCompany; host: KioskHost }> {
  const companies = await campusApi<KioskCompany[]>(request, auth, 'GET', VisitorEndpoints.kioskCompanies.path);
  for (const company of companies) {
    const hosts = await campusApi<KioskHost[]>(request, auth, 'GET', `${VisitorEndpoints.kioskHosts.path}?companyId=${company.id}`);
    if (hosts.length > 0) return { company, host: hosts[0]! };
  }
  throw new Error(`no company with a host in community ${CAMPUS}`);
}

/** An appointment (pending) at the campus's first company that has a host, expected within the hour. */
export async function makeAppointment(request: APIRequestContext, auth: string, visitPhone = validMobile()): Promise<Appointment> {
  const { company, host } = await companyWithHost(request, auth);
  const guestName = `预约${uniqueToken().slice(-6)}`;
  // China time, an hour from now.
  const soon = new Date(Date.now() + 8 * 3_600_000 + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const created = await campusApi<{ id: number }>(request, auth, 'POST', '/api/property/visitor', {
    guestName,
    guestType: 'business',
    visitPhone,
    idNumber: validIdNumber(),
    companyId: company.id,
    personId: host.personId,
    personName: host.name,
    personMobile: validMobile(),
    expectedAt: soon,
    visitWay: 'walk',
    appointmentReason: '项目对接',
  });
  return { guestName, id: created.id, company };
}

/**
 * A new house of 阳光花园 (residential: no companies) in a new building, with a resident named `${prefix}…` as its
 * host, made as head office; 李华, its manager, reads Chinese.
 */
export async function householdOfSunshineGarden(
  request: APIRequestContext,
  room: string,
  prefix: string,
): Promise<{ apartments: Apartments; host: string; admin: string }> {
  const admin = await apiLogin(request, users.admin);
  const apartments = await makeApartments(request, admin, demoResidentials.sunshineGarden.companyId, [room]);
  const host = `${prefix}${token()}`;
  await makePerson(request, admin, apartments.apartments[0]!.id, host);
  await apiSetLanguage(request, await apiLogin(request, users.lihua), 'zh_cn');
  return { apartments, host, admin };
}
