import type { MultipartFile, Multipart } from '@fastify/multipart';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../lib/errors.js';
import { HEAD_BYTES } from './file-kinds.js';
import { removeStored } from './storage.js';
import type { FileStore } from './store.js';

/** Global ceilings, whatever the file types allow (spec section 9: default upload limit 10 files). */
export const UPLOAD_LIMITS = { maxFiles: 10, maxFileBytes: 50 * 1024 * 1024 } as const;

/** A file received into the staging folder, not yet accepted. */
export interface StagedFile {
  originalName: string;
  stagingPath: string;
  size: number;
  sha256: string;
  head: Buffer;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: StagedFile[];
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function tooLarge(name: string, limitBytes: number): AppError {
  return new AppError('UPLOAD_TOO_LARGE', { params: { name, limit: formatBytes(limitBytes) } });
}

/** Streams one part to disk while hashing it, keeping its first bytes for the content check. */
async function stage(part: MultipartFile, stagingDir: string): Promise<StagedFile> {
  const stagingPath = join(stagingDir, randomUUID());
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  const staged: StagedFile = { originalName: part.filename, stagingPath, size: 0, sha256: '', head: Buffer.alloc(0) };
  const out = createWriteStream(stagingPath, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(part.file, inspect, out);
  } catch (error) {
    // A part that fails at once (a body cut short) fails the pipeline before the file is even open: the removal
    // must wait until the stream has opened and closed it, or the empty file is created after it and stays.
    // (Its 'error' comes before: events.once would reject on it, so wait for 'close' alone.)
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await removeStored(stagingPath);
    throw error;
  }
  // busboy stops at the size limit and flags the stream instead of failing it.
  if (part.file.truncated) {
    await removeStored(stagingPath);
    throw tooLarge(part.filename, UPLOAD_LIMITS.maxFileBytes);
  }
  return { ...staged, size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}

/**
 * Reads a multipart request: text fields, and every `files` part staged under `stagingDir`. On any problem
 * (too many files, one too large, a broken stream) everything staged so far is removed before the error leaves.
 */
export async function receiveUpload(parts: AsyncIterableIterator<Multipart>, stagingDir: string): Promise<ReceivedUpload> {
  await mkdir(stagingDir, { recursive: true });
  const received: ReceivedUpload = { fields: {}, files: [] };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') received.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw new AppError('BAD_REQUEST', { detail: part.fieldname });
      }
      if (received.files.length >= UPLOAD_LIMITS.maxFiles) {
        part.file.resume();
        throw new AppError('UPLOAD_TOO_MANY_FILES', { params: { limit: UPLOAD_LIMITS.maxFiles } });
      }
      received.files.push(await stage(part, stagingDir));
    }
  } catch (error) {
    await discardStaged(received.files);
    throw translateMultipartError(error);
  }
  return received;
}

function translateMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return new AppError('UPLOAD_TOO_MANY_FILES', { params: { limit: UPLOAD_LIMITS.maxFiles } });
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('', UPLOAD_LIMITS.maxFileBytes);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('BAD_REQUEST');
  // busboy reports a body that is not the multipart it announces ('Multipart: Boundary not found', 'Unexpected end
  // of form', 'Malformed part header', …) as a plain Error with no code: bad input (issue 21), not a 500. A system
  // error (ENOSPC, EACCES: it has a code) or a programming error (TypeError, …) stays what it is.
  if (error instanceof Error && error.constructor === Error && code === undefined) return new AppError('BAD_REQUEST');
  return error;
}

export async function discardStaged(files: readonly StagedFile[]): Promise<void> {
  await Promise.all(files.map((file) => removeStored(file.stagingPath)));
}

/** Puts an accepted staged file into the store under its final path, then removes the staging copy. */
export async function promote(store: FileStore, file: StagedFile, storedPath: string, contentType: string): Promise<void> {
  await store.put(storedPath, createReadStream(file.stagingPath), contentType);
  await removeStored(file.stagingPath);
}
