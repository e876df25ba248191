import { endpointPath, type AnyEndpoint, type EndpointAnswer, type EndpointInput } from '@cvap/contracts';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { httpClient, request, type RequestOptions } from './client.js';
import { downloadFile } from './transfer.js';

/** Per-call options beyond the declaration: notices, headers (a one-time token, the community acted for). */
export type CallOptions = Omit<RequestOptions, 'url' | 'method' | 'data' | 'params'>;

/**
 * The console's one way to a declared endpoint: the path filled from `params`, the query and body sent as
 * declared, the answer typed from the declaration.
 */
export function callEndpoint<E extends AnyEndpoint>(
  decl: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  return request<EndpointAnswer<E>>({ ...options, ...requestOf(decl, input) });
}

/** The URL, method, query and body of a call, as declared. */
function requestOf<E extends AnyEndpoint>(decl: E, input: EndpointInput<E>): RequestOptions {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  return {
    url: endpointPath(decl, params),
    method: decl.method,
    ...(query === undefined ? {} : { params: query }),
    ...(decl.method === 'GET' || decl.method === 'DELETE' ? {} : { data: body ?? {} }),
  };
}

/**
 * The query key of a read: the group (the declaration's tag, a resource's name, so invalidating
 * `['resource', name]` refreshes the engine's lists and the bespoke reads of that resource alike), the endpoint, the input.
 */
export function endpointKey<E extends AnyEndpoint>(decl: E, input?: EndpointInput<E>) {
  return input === undefined ? (['resource', decl.tag, decl.id] as const) : (['resource', decl.tag, decl.id, input] as const);
}

type ReadOptions<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'>;

/**
 * A read of a declared endpoint through TanStack Query, keyed by `endpointKey` and the language (answers carry
 * labels in the caller's language, so a switch reads again). `call`: per-call options (headers, notices).
 */
export function useEndpoint<E extends AnyEndpoint>(
  decl: E,
  input: EndpointInput<E>,
  options: ReadOptions<EndpointAnswer<E>> = {},
  call: CallOptions = {},
) {
  const { i18n } = useTranslation();
  return useQuery<EndpointAnswer<E>>({
    queryKey: [...endpointKey(decl, input), i18n.language],
    queryFn: () => callEndpoint(decl, input, call),
    ...options,
  });
}

/** A declared file endpoint's body as a Blob (an image shown in place), read with the session like any call. */
export async function fetchEndpointFile<E extends AnyEndpoint>(decl: E, input: EndpointInput<E>): Promise<Blob> {
  return (await httpClient.request<Blob>({ ...requestOf(decl, input), responseType: 'blob' })).data;
}

/**
 * Downloads a declared file endpoint and saves it under the server's file name (else `fallbackName`); a JSON
 * envelope instead (a large export started as a background task) resolves with its data. Failures show a notice.
 */
export function downloadEndpoint<E extends AnyEndpoint>(decl: E, input: EndpointInput<E>, fallbackName: string): Promise<unknown> {
  return downloadFile({ ...requestOf(decl, input), fallbackName });
}
