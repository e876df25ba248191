import type { AxiosResponse } from 'axios';
import { i18n } from '../i18n/index.js';
import { fileNameFromDisposition } from './content-disposition.js';
import { httpClient, request, RequestError, type RequestOptions } from './client.js';
import { noticeHttpError, noticeWarning } from './notify.js';
import { classifyResponse } from './outcome.js';
import { readToken } from '../session/token.js';
import { endSession } from './session-end.js';

export const UPLOAD_PATH = '/api/fdfs/file/uploadFiles';
/** Spec section 9: default bizType 999; imports use 3. */
export const BizType = { default: 999, import: 3 } as const;

/** `quiet`: the caller tells the failure itself (no warning); `timeout`: give up sooner than the console's default. */
export interface UploadOptions {
  quiet?: boolean;
  timeout?: number;
}

/** Uploads files (multipart field `files` + bizType); a failure shows a warning with the server message. */
export async function uploadFiles<T = string[]>(files: Blob[], bizType: number = BizType.default, options: UploadOptions = {}): Promise<T> {
  try {
    return await request<T>({
      url: UPLOAD_PATH,
      method: 'POST',
      data: { files, bizType },
      formData: true,
      caught: true,
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    });
  } catch (error) {
    if (!options.quiet) noticeWarning(error instanceof RequestError && error.message ? error.message : i18n.t('request.uploadFailed'));
    throw error;
  }
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

async function envelopeInBlob(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text()) as unknown;
  } catch {
    return null;
  }
}

async function fetchBlob(config: RequestOptions): Promise<AxiosResponse<Blob> | null> {
  try {
    return await httpClient.request<Blob>({ ...config, responseType: 'blob' });
  } catch {
    return null; // network failure or time-out
  }
}

/**
 * Downloads a binary response and saves it (resolves with undefined); a successful JSON envelope instead (a
 * large export started as a background task) resolves with its data. A failure (error envelope or HTTP error)
 * shows an error notice.
 */
export async function downloadFile(options: RequestOptions & { fallbackName: string }): Promise<unknown> {
  const { fallbackName, ...config } = options;
  const sentWith = readToken();
  const response = await fetchBlob(config);
  const type = String(response?.headers['content-type'] ?? '');
  if (response && response.status >= 200 && response.status < 300 && !type.includes('application/json')) {
    const name = fileNameFromDisposition(response.headers['content-disposition'] as string | undefined);
    saveBlob(response.data, name ?? fallbackName);
    return undefined;
  }
  const outcome = response ? classifyResponse(response.status, await envelopeInBlob(response.data)) : null;
  if (outcome?.kind === 'ok') return outcome.data;
  if (outcome?.kind === 'session-end') {
    endSession(outcome.message, sentWith);
    throw new Error(outcome.message);
  }
  let failure = i18n.t('request.downloadFailed');
  if (outcome?.kind === 'business') failure = outcome.message;
  if (outcome?.kind === 'http' && outcome.serverMessage) failure = outcome.serverMessage;
  noticeHttpError(failure);
  throw new Error(failure);
}

/**
 * A binary read with the session whatever its status (the client accepts every status): a stored picture shown in
 * place, which an <img src> could not read with the token.
 */
export async function readBlob(url: string): Promise<{ status: number; contentType: string; data: Blob }> {
  const response = await httpClient.get<Blob>(url, { responseType: 'blob' });
  return { status: response.status, contentType: String(response.headers['content-type'] ?? ''), data: response.data };
}
