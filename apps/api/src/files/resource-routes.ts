import { fileResource, fileTypeResource } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { files, fileTypes } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { registerResource } from '../resources/engine/register.js';
import type { ResourceHooks } from '../resources/engine/types.js';
import { FILE_KINDS, parseExtensions } from './file-kinds.js';
import { removeStored, resolveStoredPath, uploadsRoot } from './storage.js';

/**
 * A file type's extensions are stored normalised (`jpg,png`), and only extensions whose content the server can
 * verify are accepted: `svg`, `html` and the like are refused here, not silently ignored at upload.
 */
export const fileTypeHooks: ResourceHooks = {
  beforeWrite(_ctx, values) {
    if (typeof values.fileExtension !== 'string') return;
    const extensions = [...new Set(parseExtensions(values.fileExtension))];
    const unsupported = extensions.filter((e) => !(e in FILE_KINDS));
    if (extensions.length === 0 || unsupported.length) throw new AppError('VALIDATION_FAILED', { detail: `fileExtension: ${unsupported.join(', ') || '-'}` });
    values.fileExtension = extensions.join(',');
  },
};

/** file type and stored file resources (spec fileMng); the engine adds the file type's import and export. */
export async function fileResourceRoutes(app: FastifyInstance): Promise<void> {
  const root = uploadsRoot(app.config.dataDir);
  await registerResource(app, fileTypeResource, fileTypes, fileTypeHooks);
  await registerResource(app, fileResource, files, {
    // Deleting a record removes its file first; one that cannot be removed keeps its record (and says so).
    async beforeDelete(_ctx, existing) {
      const full = resolveStoredPath(root, String(existing.storedPath));
      if (full && !(await removeStored(full))) throw new AppError('CONFLICT');
    },
  });
}
