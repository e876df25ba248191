import { PlatformEndpoints } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authenticateToken } from '../../auth/authenticate.js';
import { tokenFromHeader } from '../../auth/tokens.js';
import { files } from '../../db/schema/index.js';
import { endpointRoute } from '../../engine/endpoint-route.js';
import { attachmentDisposition } from '../../files/content-disposition.js';
import { isTemplate, mayDownload } from '../../files/download-access.js';
import { isStoredPath } from '../../files/storage.js';
import { AppError } from '../../lib/errors.js';

const PRIVATE = { 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' };

/**
 * Spec section 7: `GET /api/door/public/download?filePath=`. Templates (`templates/…`) are public; every other
 * stored file needs the Authorization header of a user allowed to see it (never a token in the URL: it would end
 * up in logs and Referer headers, issue 13) (files/download-access.ts). Only paths recorded in the files table are
 * served, from the file store; always as an attachment with nosniff. With S3_SIGNED_DOWNLOADS the answer is a 302 to
 * a short-lived signed URL of the object store carrying the same disposition and type (decision 0040).
 */
export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, PlatformEndpoints.download, async (request, reply) => {
    const { filePath } = request.query;
    if (!isStoredPath(filePath)) throw new AppError('NOT_FOUND');
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
    const disposition = attachmentDisposition(row.originalName);
    if (app.files.signedUrl) return reply.headers(PRIVATE).redirect(await app.files.signedUrl(filePath, disposition), 302);
    const object = await app.files.get(filePath);
    if (!object) throw new AppError('NOT_FOUND');
    return reply
      .headers(PRIVATE)
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', disposition)
      .header('content-length', object.size)
      .send(object.body);
  });
}
