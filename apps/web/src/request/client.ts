import { Headers } from '@cvap/contracts';
import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { currentLanguage, i18n } from '../i18n/index.js';
import { readCompanyId } from '../session/residential-choice.js';
import { isEmbedded } from '../session/embedded.js';
import { readToken } from '../session/token.js';
import { buildRequestHeaders, takePayloadToken, toFormData } from './headers.js';
import { noticeHttpError, noticeWarning } from './notify.js';
import { classifyResponse, classifyTransportFailure, noticeFor, type Failure, type NoticeFlags } from './outcome.js';
import { parseHostList, rewriteApiUrl } from './rewrite.js';
import { endSession } from './session-end.js';

export const REQUEST_TIMEOUT_MS = 80_000;

export interface RequestOptions extends AxiosRequestConfig, NoticeFlags {
  /** Send the payload as multipart form data. */
  formData?: boolean;
  /** Do not end the session on a session-ending code (used by logout itself). */
  ignoreSessionEnd?: boolean;
}

/** A failed call: the promise of every request rejects with this. */
export class RequestError extends Error {
  constructor(
    readonly outcome: Failure,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }

  /** The envelope status of a business or session-ending error. */
  get status(): number | undefined {
    return this.outcome.kind === 'business' || this.outcome.kind === 'session-end' ? this.outcome.status : undefined;
  }

  /** The envelope data of a business error (e.g. the fields a validation error names). */
  get data(): unknown {
    return this.outcome.kind === 'business' ? this.outcome.data : undefined;
  }
}

const internalHosts = parseHostList(import.meta.env.VITE_INTERNAL_HOSTS as string | undefined);

/** Rewrites an API path the way every request is rewritten (also used for the task WebSocket). */
export function apiUrl(path: string): string {
  return rewriteApiUrl(path, { embedded: isEmbedded(), hostname: window.location.hostname, internalHosts });
}

export const httpClient = axios.create({
  baseURL: import.meta.env.BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  // Every status is classified by `classifyResponse`: the API sends an envelope beside real HTTP statuses.
  validateStatus: () => true,
});

httpClient.interceptors.request.use((config) => {
  const fromData = takePayloadToken(config.data);
  const fromParams = takePayloadToken(config.params);
  config.data = fromData.payload;
  config.params = fromParams.payload;
  // A request may act for a community it names itself (a head-office form that picks the community).
  const named = config.headers.get(Headers.companyId);
  const headers = buildRequestHeaders({
    token: readToken(),
    payloadToken: fromData.token ?? fromParams.token,
    companyId: typeof named === 'string' && named !== '' ? named : readCompanyId(),
    language: currentLanguage(),
  });
  for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
  if (config.url) config.url = apiUrl(config.url);
  return config;
});

function failureText(outcome: Failure): string {
  if (outcome.kind !== 'http') return outcome.message;
  if (outcome.serverMessage) return outcome.serverMessage;
  if (outcome.reason === 'timeout') return i18n.t('request.timeout');
  if (outcome.reason === 'network') return i18n.t('request.network');
  if (outcome.reason === 'malformed') return i18n.t('request.malformed');
  return i18n.t('request.httpError', { status: outcome.httpStatus ?? 0 });
}

/** `sentWith`: the token the request carried (a session-ending answer ends only that session). */
function fail(outcome: Failure, options: RequestOptions, sentWith: string | null): never {
  const text = failureText(outcome);
  if (outcome.kind === 'session-end' && !options.ignoreSessionEnd) endSession(text, sentWith);
  const notice = noticeFor(outcome, options);
  if (notice === 'warning') noticeWarning(text);
  if (notice === 'error') noticeHttpError(text);
  throw new RequestError(outcome, text);
}

async function send(config: RequestOptions, sentWith: string | null): Promise<AxiosResponse> {
  try {
    return await httpClient.request(config);
  } catch (error) {
    fail(classifyTransportFailure((error as AxiosError).code), config, sentWith);
  }
}

/** Sends a request and resolves with the envelope's data; rejects with a RequestError (after the right notice). */
export async function request<T>(options: RequestOptions): Promise<T> {
  const { formData, ...config } = options;
  if (formData && config.data && !(config.data instanceof FormData)) {
    config.data = toFormData(config.data as Record<string, unknown>);
  }
  const sentWith = readToken();
  const response = await send(config, sentWith);
  const outcome = classifyResponse(response.status, response.data);
  if (outcome.kind !== 'ok') fail(outcome, options, sentWith);
  return outcome.data as T;
}
