import { PlatformEndpoints } from '@cvap/contracts';
import { downloadEndpoint } from '../request/endpoint.js';

/**
 * Downloads a stored file and saves it under its stored name, else `fallbackName`. Apart from stored-files.ts,
 * whose helpers are pure and tested without a browser: this one reaches the request client.
 */
export function downloadStoredFile(filePath: string, fallbackName: string): Promise<unknown> {
  return downloadEndpoint(PlatformEndpoints.download, { query: { filePath } }, fallbackName);
}
