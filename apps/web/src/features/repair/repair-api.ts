import {
  BUSINESS_TOKEN_HEADER,
  Headers,
  REPAIR_TRANSITIONS,
  RepairEndpoints,
  repairStepEndpoint,
  type RepairAction,
  type RepairOrderInput,
  type RepairTransitionBody,
  repairContract,
  repairOrderResource,
} from '@cvap/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { menuCountsKey } from '../../layout/side/menu-counts.js';
import { callEndpoint } from '../../request/endpoint.js';
import { resourceKey } from '../../resource/api.js';

async function businessToken(): Promise<string> {
  return callEndpoint(RepairEndpoints.businessToken, {});
}

export const repairApi = {
  /**
   * A create with a fresh one-time BusinessToken: a double click cannot make two orders. `companyId`: the
   * community a head-office user reports it for (acting for it for this request).
   */
  async create(input: RepairOrderInput, token?: string, companyId?: string) {
    const headers = { [BUSINESS_TOKEN_HEADER]: token ?? (await businessToken()), ...(companyId ? { [Headers.companyId]: companyId } : {}) };
    return callEndpoint(RepairEndpoints.create, { body: input }, { headers });
  },
  async step(action: RepairAction, id: number, body: Record<string, unknown>) {
    if (action === 'update') {
      const headers = { [BUSINESS_TOKEN_HEADER]: await businessToken() };
      return callEndpoint(RepairEndpoints.update, { params: { id }, body: body as RepairOrderInput }, { headers });
    }
    const headers = REPAIR_TRANSITIONS[action].requires.includes('businessToken')
      ? { [BUSINESS_TOKEN_HEADER]: await businessToken() }
      : undefined;
    return callEndpoint(repairStepEndpoint(action), { body: { id, ...body } as RepairTransitionBody }, { headers });
  },
  businessToken,
};

/** After any change: the lists, the open detail, its token and the side-menu counts read again. */
export function repairChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: menuCountsKey(repairContract.name) });
  void queryClient.invalidateQueries({ queryKey: resourceKey(repairOrderResource) });
}
