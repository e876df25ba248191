import { SystemEndpoints } from '@cvap/contracts';
import { useEndpoint } from '../request/endpoint.js';

/** A dictionary's label/value pairs in the user's language (cached per code and language). */
export function useDictOptions(dictCode: string | undefined) {
  return useEndpoint(
    SystemEndpoints.dictCombo,
    { body: { dictCode: dictCode ?? '' } },
    { enabled: Boolean(dictCode), staleTime: 5 * 60_000 },
  );
}
