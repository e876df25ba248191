import {
  BUSINESS_TOKEN_HEADER,
  Headers,
  REPAIR_TRANSITIONS,
  RepairPaths,
  type RepairAction,
  type RepairAnalysis,
  type RepairAnalysisQuery,
  type RepairOrderDetail,
  type RepairOrderInput,
  repairContract,
} from '@cvap/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { menuCountsKey } from '../../layout/side/menu-counts.js';
import { http } from '../../request/client.js';

async function businessToken(): Promise<string> {
  return http.get<string>(RepairPaths.businessToken);
}

export const repairApi = {
  detail: (id: number) => http.post<RepairOrderDetail>(RepairPaths.detail.replace('{id}', String(id))),
  workers: () => http.get<{ id: number; name: string }[]>(RepairPaths.workers),
  types: () => http.get<{ id: number; pid: number | null; typeName: string }[]>(RepairPaths.typeAll),
  analysis: (query: RepairAnalysisQuery) => http.post<RepairAnalysis>(RepairPaths.analysis, query),
  /**
   * A create with a fresh one-time BusinessToken: a double click cannot make two orders. `companyId`: the
   * community a head-office user reports it for (acting for it for this request).
   */
  async create(input: RepairOrderInput, token?: string, companyId?: string) {
    const headers = { [BUSINESS_TOKEN_HEADER]: token ?? (await businessToken()), ...(companyId ? { [Headers.companyId]: companyId } : {}) };
    return http.post<{ id: number; orderNo: string; status: string }>(RepairPaths.create, input, { headers });
  },
  async step(action: RepairAction, id: number, body: Record<string, unknown>) {
    const transition = REPAIR_TRANSITIONS[action];
    const headers = transition.requires.includes('businessToken') ? { [BUSINESS_TOKEN_HEADER]: await businessToken() } : undefined;
    if (action === 'update') return http.put(RepairPaths.update.replace('{id}', String(id)), body, { headers });
    return http.post(transition.path, { id, ...body }, { headers });
  },
  businessToken,
};

/** After any change: the lists, the open detail and the side-menu counts read again. */
export function repairChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['repair'] });
  void queryClient.invalidateQueries({ queryKey: menuCountsKey(repairContract.name) });
  void queryClient.invalidateQueries({ queryKey: ['resource', 'repairOrder'] });
}
