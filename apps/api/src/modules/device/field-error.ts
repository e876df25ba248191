import { labelIn, type ResourceDecl } from '@cvap/contracts';
import { AppError, byLanguage, type ResourceContext } from '../../engine/index.js';

/** 40001 naming one field, in the user's language (the shape of a schema validation failure). */
export function fieldError(ctx: Pick<ResourceContext, 'request'>, decl: ResourceDecl, field: string, zh: string, en: string): AppError {
  const label = labelIn(decl.fields[field]!.label, ctx.request.language);
  // Shown under the field: its label, never the field's name in the code.
  const message = byLanguage(ctx, `${label}${zh}`, `${label} ${en}`);
  return new AppError('VALIDATION_FAILED', { detail: `${label}: ${byLanguage(ctx, zh, en)}`, data: { fields: [{ field, message }] } });
}
