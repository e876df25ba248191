import type { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { FilesConfig } from '../../src/config.js';

export interface S3Server {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (path-style). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the server keeps its objects (removed by stop). */
  directory: string;
  /** How the server last saw an object written: 'Put' (one request) or 'Post' (a completed multipart upload). */
  writtenBy(key: string): string | undefined;
  stop(): Promise<void>;
}

interface S3rverEvent {
  Records: { eventName: string; s3: { object: { key: string } } }[];
}

/** s3rver's one account: any other key id is refused (InvalidAccessKeyId). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-protocol server (s3rver, in this process) on a free loopback port, writing to a fresh temporary
 * folder, with one empty bucket. For the S3 driver's tests and any suite that runs the API on object storage.
 */
export async function startS3Server(bucket = 'cvap-files'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'cvap-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const written = new Map<string, string>();
  (server as unknown as EventEmitter).on('event', (event: S3rverEvent) => {
    for (const record of event.Records) written.set(record.s3.object.key, record.eventName.replace(/^ObjectCreated:/, ''));
  });
  let address: { port: number };
  try {
    address = (await server.run()) as { port: number };
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    directory,
    writtenBy: (key) => written.get(key),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The API's file configuration for that server (S3_ENDPOINT and the rest), path-style as s3rver needs. */
export function s3FilesConfig(server: S3Server, options: { signedDownloads?: boolean } = {}): Extract<FilesConfig, { driver: 's3' }> {
  const { endpoint, bucket, accessKeyId, secretAccessKey } = server;
  return {
    driver: 's3',
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    region: 'us-east-1',
    forcePathStyle: true,
    signedDownloads: options.signedDownloads ?? false,
  };
}
