import { Access } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticateToken } from '../../auth/authenticate.js';
import { tokenFromHeader } from '../../auth/tokens.js';
import { files } from '../../db/schema/index.js';
import { attachmentDisposition } from '../../files/content-disposition.js';
import { isTemplate, mayDownload } from '../../files/download-access.js';
import { resolveStoredPath, uploadsRoot } from '../../files/storage.js';
import { AppError } from '../../lib/errors.js';

export const DOWNLOAD_PATH = '/api/door/public/download';

/**
 * Spec section 7: `GET /api/door/public/download?filePath=`. Templates (`templates/…`) are public; every other
 * stored file needs the Authorization header of a user allowed to see it (never a token in the URL: it would end
 * up in logs and Referer headers, issue 13) (files/download-access.ts). Only paths recorded in the files table are served, resolved inside the
 * uploads folder; always as an attachment with nosniff.
 */
export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const root = uploadsRoot(app.config.dataDir);
  app.withTypeProvider<ZodTypeProvider>().get(
    DOWNLOAD_PATH,
    {
      config: { access: Access.PUBLIC, kiosk: true },
      schema: {
        tags: ['files'],
        summary: 'Download a stored file as an attachment (templates public; others need the Authorization header)',
        querystring: z.strictObject({ filePath: z.string().min(1).max(300) }),
      },
    },
    async (request, reply) => {
      const { filePath } = request.query;
      const full = resolveStoredPath(root, filePath);
      if (!full) throw new AppError('NOT_FOUND');
      const [row] = await app.db.orm
        .select()
        .from(files)
        .where(and(eq(files.storedPath, filePath), eq(files.status, 0)))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND');
      if (!isTemplate(filePath)) {
        const presented = tokenFromHeader(request.headers.authorization);
        if (!presented) throw new AppError('TOKEN_INVALID');
        // A file of a resource (an import's result, an export) also needs that resource's element.
        const auth = await authenticateToken(
          { orm: app.db.orm, cache: app.authCache },
          app.config.jwt.value,
          presented,
          row.accessElement ? { element: row.accessElement } : {},
        );
        if (!(await mayDownload(app.db.orm, auth.user, row, auth.grant?.granted === true))) throw new AppError('NOT_FOUND');
      }
      let size: number;
      try {
        const info = await stat(full);
        if (!info.isFile()) throw new Error('not a file');
        size = info.size;
      } catch {
        throw new AppError('NOT_FOUND');
      }
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(row.originalName))
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(createReadStream(full));
    },
  );
}
