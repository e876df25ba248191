import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { AppError } from '../lib/errors.js';
import { isStoredPath } from './storage.js';
import type { FileStore, StoredEntry, StoredObject } from './store.js';

export interface S3StoreConfig {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
  /** Downloads redirect to a signed URL of the store instead of streaming through the API. */
  signedDownloads: boolean;
}

/** How long a signed download URL stays valid: long enough to follow a redirect, short enough not to be shared. */
export const SIGNED_URL_SECONDS = 300;
/** Part size of streamed uploads (S3's minimum), two parts in flight: a stream of unknown length in bounded memory. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function refuse(path: string): never {
  throw new Error(`not a stored path: ${path}`);
}

/** The store could not be reached or answered with a server error: no answer about the object itself. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof S3ServiceException) return (error.$metadata.httpStatusCode ?? 0) >= 500;
  return error instanceof Error;
}

/**
 * What a failed request to the store becomes: "file storage is unavailable" (503) when the store did not answer
 * (never mistaken for the database's outage, whose network error codes are the same), the error itself otherwise.
 */
function storeFailure(error: unknown): unknown {
  return isUnreachable(error) ? Object.assign(new AppError('FILE_STORE_UNAVAILABLE'), { cause: error }) : error;
}

function isAbsent(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

/**
 * S3-compatible object storage (MinIO, Aliyun OSS and Tencent COS through their S3 API): one object per stored
 * path, the path as the key, in one bucket. Checksums are sent and checked only where the protocol requires
 * them: the SDK's newer default (CRC32 trailers on every upload) is not understood by every S3-compatible store.
 */
export class S3FileStore implements FileStore {
  readonly driver = 's3' as const;
  readonly signedUrl?: (path: string, contentDisposition: string) => Promise<string>;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StoreConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    if (config.signedDownloads) this.signedUrl = (path, disposition) => this.sign(path, disposition);
  }

  async put(path: string, body: Readable | Uint8Array, contentType: string): Promise<void> {
    if (!isStoredPath(path)) refuse(path);
    if (body instanceof Uint8Array) {
      await this.client
        .send(new PutObjectCommand({ Bucket: this.bucket, Key: path, Body: body, ContentLength: body.length, ContentType: contentType }))
        .catch((error: unknown) => {
          throw storeFailure(error);
        });
      return;
    }
    // Length unknown: multipart in 5 MB parts (a single PUT when the stream ends within the first part).
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: path, Body: body, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done().catch((error: unknown) => {
      throw storeFailure(error);
    });
  }

  async get(path: string): Promise<StoredObject | null> {
    if (!isStoredPath(path)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: path }));
      return { size: answer.ContentLength ?? 0, body: answer.Body as Readable };
    } catch (error) {
      if (isAbsent(error)) return null;
      throw storeFailure(error);
    }
  }

  async read(path: string): Promise<Buffer | null> {
    const object = await this.get(path);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async remove(path: string): Promise<boolean> {
    if (!isStoredPath(path)) return false;
    try {
      // S3 answers 204 for a key that is not there as well: absent counts as removed.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: path }));
      return true;
    } catch (error) {
      return isAbsent(error);
    }
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix });
    try {
      for await (const page of pages)
        for (const object of page.Contents ?? [])
          if (object.Key !== undefined && isStoredPath(object.Key)) yield { path: object.Key, size: object.Size ?? 0 };
    } catch (error) {
      throw storeFailure(error);
    }
  }

  private sign(path: string, contentDisposition: string): Promise<string> {
    if (!isStoredPath(path)) refuse(path);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: path,
      ResponseContentDisposition: contentDisposition,
      ResponseContentType: 'application/octet-stream',
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.client, command, { expiresIn: SIGNED_URL_SECONDS });
  }

  /** Closes the client's sockets (the app's onClose). */
  close(): void {
    this.client.destroy();
  }
}
