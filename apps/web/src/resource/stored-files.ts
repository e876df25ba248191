import { PlatformEndpoints } from '@cvap/contracts';
import type { UploadFile } from 'antd';

/** Where the data of a stored file is read (with the session token, which the request client sends as a header). */
export const DOWNLOAD_PATH = PlatformEndpoints.download.path;

/** The URL of the data of a stored file. */
export function downloadUrl(filePath: string): string {
  return `${DOWNLOAD_PATH}?filePath=${encodeURIComponent(filePath)}`;
}

/** What a blob read through the API client answers (the client accepts every HTTP status). */
export interface BlobResponse {
  status: number;
  contentType: string;
  data: Blob;
}

/**
 * A stored picture's data, read with `get` (the API client, which sends the token): an <img src> of the download
 * URL cannot send the token, so pictures are shown from these blobs as object URLs. Null when the server refused
 * (an HTTP error, or an error envelope sent as JSON).
 */
export async function readStoredPicture(get: (url: string) => Promise<BlobResponse>, filePath: string): Promise<Blob | null> {
  const response = await get(downloadUrl(filePath));
  if (response.status !== 200 || response.contentType.includes('application/json')) return null;
  const type = response.contentType.startsWith('image/') ? response.contentType : response.data.type || 'image/jpeg';
  return new Blob([response.data], { type });
}

/** The last segment of a stored path (its file name). */
export function storedName(path: string): string {
  return path.split('/').pop() || path;
}

/**
 * The upload list entries of stored paths. Pictures show their object URL (from `pictureUrls`, by path) once it
 * is read, and nothing before: the bare download URL would not load without the token. Other files carry no URL
 * (their name downloads them through the API client instead of a link).
 */
export function storedUploadFiles(paths: readonly string[], pictureUrls: ReadonlyMap<string, string> | null): UploadFile[] {
  return paths.map((path) => {
    const url = pictureUrls?.get(path);
    return { uid: path, name: storedName(path), status: 'done', ...(url ? { url, thumbUrl: url } : {}) };
  });
}
