import multipart from '@fastify/multipart';
import { Access, BIZ_TYPE, envelopeSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acceptUpload } from '../../files/accept-upload.js';
import { residentialOf } from '../../files/download-access.js';
import { discardStaged, receiveUpload, UPLOAD_LIMITS } from '../../files/receive-upload.js';
import { stagingDir } from '../../files/storage.js';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { refuseNullCharacters } from '../../lib/validation-messages.js';
import { caller } from '../../lib/route-helpers.js';

export const UPLOAD_PATH = '/api/fdfs/file/uploadFiles';

const BIZ_TYPE_PATTERN = /^\d{1,6}$/;

/** The form receiveUpload reads, as the API document shows it. */
const UPLOAD_FORM = {
  type: 'object',
  properties: {
    files: {
      type: 'array',
      maxItems: UPLOAD_LIMITS.maxFiles,
      items: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
      description: `The files (at most ${UPLOAD_LIMITS.maxFiles}, each at most ${UPLOAD_LIMITS.maxFileBytes} bytes)`,
    },
    bizType: {
      type: 'string',
      pattern: BIZ_TYPE_PATTERN.source,
      default: BIZ_TYPE.GENERAL,
      description: 'The business type (3 for imports)',
    },
  },
  required: ['files'],
};

/**
 * Spec section 7 "Uploads": multipart `files` (at most 10) plus `bizType` (default 999; 3 for imports) →
 * the stored paths. Any logged-in user may upload (kiosks take visitor photos); what is accepted is decided by
 * the file types configured for the bizType.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.maxFileBytes,
      files: UPLOAD_LIMITS.maxFiles + 1,
      fields: 10,
      parts: UPLOAD_LIMITS.maxFiles + 11,
      fieldSize: 1024,
    },
  });
  const staging = stagingDir(app.config.dataDir);

  app.post(
    UPLOAD_PATH,
    {
      config: {
        access: Access.AUTHENTICATED,
        kiosk: true,
        opLog: { resource: 'file', action: 'upload' },
        codes: [
          'UPLOAD_NO_FILE',
          'UPLOAD_TOO_MANY_FILES',
          'UPLOAD_TOO_LARGE',
          'UPLOAD_TYPE_REFUSED',
          'UPLOAD_CONTENT_MISMATCH',
          'UPLOAD_BIZ_TYPE_UNKNOWN',
        ],
      },
      schema: {
        tags: ['files'],
        summary: 'Upload files (multipart: files, bizType); returns their stored paths',
        consumes: ['multipart/form-data'],
        multipartBody: UPLOAD_FORM,
        response: { 200: envelopeSchema(z.array(z.string())) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST');
      const { user } = caller(request);
      const received = await receiveUpload(request.parts(), staging);
      try {
        // Multipart text and file names are read here, not by the body check every route gets (request-basics).
        refuseNullCharacters(request.language, received.fields, { files: received.files.map((file) => file.originalName) });
      } catch (error) {
        await discardStaged(received.files);
        throw error;
      }
      const bizType = received.fields.bizType?.trim() || BIZ_TYPE.GENERAL;
      if (!BIZ_TYPE_PATTERN.test(bizType)) {
        await discardStaged(received.files);
        throw new AppError('VALIDATION_FAILED', { detail: 'bizType' });
      }
      const paths = await acceptUpload(
        app.db.orm,
        app.files,
        { tenantId: user.tenantId, residentialId: residentialOf(request.scope), uploaderId: user.id },
        bizType,
        received.files,
      );
      request.opLogNote = { recordId: paths.join(',').slice(0, 64) };
      return ok(request.language, paths);
    },
  );
}
