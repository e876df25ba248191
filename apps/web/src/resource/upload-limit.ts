import type { Translate } from './translate.js';

/** Spec section 9: upload limit defaults to 10 files. */
export const DEFAULT_UPLOAD_LIMIT = 10;

/**
 * The warning for a selection over the limit, stating the limit, how many were selected this time and the
 * total with the files already there; null when the selection fits.
 */
export function uploadLimitWarning(t: Translate, limit: number, alreadyThere: number, selected: number): string | null {
  const total = alreadyThere + selected;
  if (total <= limit) return null;
  return t('resource.uploadLimit', { limit, selected, total });
}

/** Portraits accept JPG pictures only (by MIME type or, when the browser gives none, by extension). */
export function isJpg(file: { name: string; type?: string }): boolean {
  if (file.type) return file.type === 'image/jpeg';
  return /\.jpe?g$/i.test(file.name);
}

/** The import dialog accepts exactly one .zip file. */
export function isZip(file: { name: string }): boolean {
  return /\.zip$/i.test(file.name);
}
