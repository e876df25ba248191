import { expect, type APIRequestContext } from '@playwright/test';
import { AccessEndpoints, DoorEndpoints, HouseholdEndpoints, type AreaTreeNode, type Envelope, type PageResult } from '@cvap/contracts';

/** Setting up door data through the API (generic create routes and the door module's own), as a given user. */
export class DoorSetup {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
    /** The community acted for (CompanyId header); none for the head office. */
    private readonly companyId?: string,
  ) {}

  private get headers(): Record<string, string> {
    return { Authorization: this.token, ...(this.companyId ? { CompanyId: this.companyId } : {}) };
  }

  private async call<T>(method: 'get' | 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<T> {
    const response = await this.request[method](url, { headers: this.headers, ...(data === undefined ? {} : { data }) });
    const body = (await response.json()) as Envelope<T>;
    expect(body.status, `${method.toUpperCase()} ${url} answered ${body.status} ${body.message}`).toBe(200);
    return body.data;
  }

  /** The status and message a refused call gets (the call is expected to fail). */
  async refusal(method: 'delete' | 'post', url: string, data?: unknown): Promise<{ status: number; message: string }> {
    const response = await this.request[method](url, { headers: this.headers, ...(data === undefined ? {} : { data }) });
    const body = (await response.json()) as Envelope<unknown>;
    return { status: body.status, message: body.message };
  }

  tree(): Promise<AreaTreeNode[]> {
    return this.call('get', DoorEndpoints.residentialTree.path);
  }

  async communityId(name: string): Promise<number> {
    const list = await this.call<{ id: number; residentialName: string }[]>('post', DoorEndpoints.residentialList.path, {
      residentialName: name,
    });
    const found = list.find((row) => row.residentialName === name);
    expect(found, `community ${name}`).toBeDefined();
    return found!.id;
  }

  /** A building with floors 1..n (the server makes them); returns its id and its floors' ids by number. */
  async building(
    residentialId: number,
    name: string,
    floorCount: number,
  ): Promise<{ id: number; floors: Map<number, number>; floorNames: Map<number, string> }> {
    const created = await this.call<{ id: number }>('post', '/api/door/building', { residentialId, type: 2, name, floorCount });
    const floors = await this.call<PageResult<{ id: number; floorNo: number; name: string }>>(
      'post',
      '/api/door/buildingFloor/query/page',
      { page: 1, limit: 100, buildingId: created.id },
    );
    return {
      id: created.id,
      floors: new Map(floors.rows.map((row) => [row.floorNo, row.id])),
      floorNames: new Map(floors.rows.map((row) => [row.floorNo, row.name])),
    };
  }

  async apartment(floorId: number, roomNo: string): Promise<number> {
    return (await this.call<{ id: number }>('post', '/api/door/apartment', { floorId, roomNo, houseType: 1, status: 1 })).id;
  }

  async company(floorId: number, companyName: string): Promise<number> {
    return (await this.call<{ id: number }>('post', '/api/door/company', { floorId, companyName, level: 1 })).id;
  }

  /** A resident of a house (1 owner, 2 family member, 3 tenant), passed by review so the house shows them as its owner. */
  async person(apartmentId: number, name: string, personType: number, phone: string): Promise<number> {
    const { id } = await this.call<{ id: number }>('post', '/api/door/person', { apartmentId, name, personType, phone });
    await this.call('post', HouseholdEndpoints.personReview.path, { ids: [id], verdict: 'pass' });
    return id;
  }

  /**
   * A house that has both door passage records and access cards (from the demo seed). The seed's records end at
   * the time it ran, so which houses the newest records belong to depends on the hour: the houses of the newest
   * records are tried in turn, not just the first.
   */
  async apartmentWithRecords(): Promise<number | null> {
    const page = await this.call<PageResult<{ apartmentId: number | null }>>('post', '/api/door/openRecord/query/page', {
      page: 1,
      limit: 200,
    });
    const apartments = [...new Set(page.rows.map((row) => row.apartmentId).filter((id): id is number => id !== null))];
    for (const apartmentId of apartments) {
      const cards = await this.call<PageResult<unknown>>('post', AccessEndpoints.cardsByApartment.path, { apartmentId, page: 1, limit: 5 });
      if (cards.rows.length > 0) return apartmentId;
    }
    return null;
  }
}

/** A mobile number unique to this call (1[3-9] and nine digits). */
let serial = 0;
export function uniqueMobile(): string {
  serial += 1;
  return `139${String((Date.now() + serial) % 100_000_000).padStart(8, '0')}`;
}
