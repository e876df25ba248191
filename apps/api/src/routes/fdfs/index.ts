import type { FastifyInstance } from 'fastify';
import { ensureDefaultFileTypes } from '../../files/defaults.js';
import { downloadRoutes } from './download.js';
import { uploadRoutes } from './upload.js';

/** Uploads and downloads of stored files; the default file types are ensured when the app starts. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onReady', async () => {
    await ensureDefaultFileTypes(app.db.orm);
  });
  await app.register(uploadRoutes);
  await app.register(downloadRoutes);
}
