import { labelIn, type Language, type ResourceDecl } from '@cvap/contracts';
import type { z } from 'zod';
import { envelope } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { describeValidation, type ValidationIssue } from '../../lib/validation-messages.js';

function labelOf(decl: ResourceDecl, field: string, language: Language): string {
  const declared = decl.fields[field];
  return declared ? labelIn(declared.label, language) : field;
}

/**
 * A failed row check as messages in the user's language, each naming the column by its label (the same
 * wording as the API's validation messages, see lib/validation-messages.ts).
 */
export function issueMessages(decl: ResourceDecl, issues: readonly z.core.$ZodIssue[], language: Language): string[] {
  const converted: ValidationIssue[] = issues.map((issue) => {
    const { path, code, message, ...params } = issue as z.core.$ZodIssue & Record<string, unknown>;
    // An unknown key cannot happen (only template columns are read); it would name the key anyway.
    return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
  });
  return describeValidation(converted, language).map(({ field, message }) => {
    const top = field.split('.')[0] ?? field;
    return message.startsWith(top) ? labelOf(decl, top, language) + message.slice(top.length) : message;
  });
}

/** The message a refused write would have got over HTTP. */
export function appErrorMessage(error: AppError, language: Language): string {
  return envelope(error.code, language, null, error.options.params, error.options.detail).message;
}
