import { labelIn, type ResourceDecl } from '@cvap/contracts';
import { AppError, byLanguage, type ResourceContext } from '../../engine/index.js';

/** 40001 naming one field, in the user's language (the shape of a schema validation failure). */
export function fieldError(ctx: Pick<ResourceContext, 'request'>, decl: ResourceDecl, field: string, zh: string, en: string): AppError {
  const label = labelIn(decl.fields[field]!.label, ctx.request.language);
  // Shown under the field: its label, never the field's name in the code.
  const message = byLanguage(ctx, `${label}${zh}`, `${label} ${en}`);
  return new AppError('VALIDATION_FAILED', { detail: `${label}: ${byLanguage(ctx, zh, en)}`, data: { fields: [{ field, message }] } });
}

/** The community a write goes to: the acting one, else the row's, else the body's. */
export function communityOfWrite(
  ctx: Pick<ResourceContext, 'scope'>,
  values: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): number | null {
  if (ctx.scope.kind === 'community') return ctx.scope.residentialId;
  const named = existing?.residentialId ?? values.residentialId;
  return typeof named === 'number' ? named : null;
}
