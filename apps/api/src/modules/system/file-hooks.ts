import { AppError, FILE_KINDS, isStoredPath, parseExtensions, type ResourceHooks } from '../../engine/index.js';

/**
 * A file type's extensions are stored normalised (`jpg,png`), and only extensions whose content the server can
 * verify are accepted: `svg`, `html` and the like are refused here, not silently ignored at upload.
 */
export const fileTypeHooks: ResourceHooks = {
  beforeWrite(_ctx, values) {
    if (typeof values.fileExtension !== 'string') return;
    const extensions = [...new Set(parseExtensions(values.fileExtension))];
    const unsupported = extensions.filter((e) => !(e in FILE_KINDS));
    if (extensions.length === 0 || unsupported.length)
      throw new AppError('VALIDATION_FAILED', { detail: `fileExtension: ${unsupported.join(', ') || '-'}` });
    values.fileExtension = extensions.join(',');
  },
};

/** Deleting a stored file's record removes its file first; one that cannot be removed keeps its record (and says so). */
export const fileHooks: ResourceHooks = {
  async beforeDelete(ctx, existing) {
    // A path of no stored shape names no file: nothing to remove (as before), the record goes.
    const path = String(existing.storedPath);
    if (isStoredPath(path) && !(await ctx.request.server.files.remove(path))) throw new AppError('CONFLICT');
  },
};
