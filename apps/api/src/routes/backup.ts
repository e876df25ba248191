import { PlatformEndpoints } from '@cvap/contracts';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BACKUP_KEY_HEADER, sameKey } from '../backup/running-api.js';
import { backupWorkDir } from '../backup/work-dir.js';
import { writeBackup } from '../backup/write-archive.js';
import { endpointRoute } from '../engine/endpoint-route.js';
import { AppError } from '../lib/errors.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The backup of an API on PGlite, which holds the data folder: `pnpm backup` posts here with the key the API wrote
 * under DATA_DIR (docs/decisions/0042). Only from this machine, one at a time; the archive is streamed back and
 * its work file removed when the response ends.
 */
export async function backupRoutes(app: FastifyInstance, options: { key: string }): Promise<void> {
  let running = false;
  endpointRoute(app, PlatformEndpoints.backup, async (request, reply) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !sameKey(request.headers[BACKUP_KEY_HEADER], options.key))
      throw new AppError('BACKUP_REFUSED');
    if (running) throw new AppError('BACKUP_RUNNING');
    running = true;
    const workDir = backupWorkDir(app.config.dataDir);
    const target = join(workDir, `api-${request.id}.tar.gz`);
    try {
      await mkdir(workDir, { recursive: true });
      const manifest = await writeBackup({ db: app.db, store: app.files, workDir }, target);
      request.log.info(
        { tables: manifest.tables.length, files: manifest.files.length, missing: manifest.missingFiles.length },
        'backup written',
      );
    } finally {
      running = false;
    }
    reply.raw.on(
      'close',
      () => void rm(target, { force: true }).catch((error: unknown) => request.log.warn({ err: error }, 'backup work file left')),
    );
    return reply.type('application/gzip').send(createReadStream(target));
  });
}
