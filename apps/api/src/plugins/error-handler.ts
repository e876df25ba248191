import { Codes, pickLanguage, type CodeName } from '@cvap/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/errors.js';
import { envelope } from '../lib/envelope.js';
import { AppError } from '../lib/errors.js';
import { describeValidation, joinFieldErrors, unknownFields, type ValidationIssue } from '../lib/validation-messages.js';

interface Classified {
  code: CodeName;
  params?: Record<string, string | number>;
  detail?: string;
  data?: unknown;
}

function classify(error: unknown, request: FastifyRequest): Classified {
  if (error instanceof AppError) {
    const { params, detail, data } = error.options;
    return { code: error.code, params, detail, data };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation as unknown as ValidationIssue[];
    const unknown = unknownFields(issues);
    if (unknown.length) return { code: 'UNKNOWN_FIELDS', params: { fields: unknown.join(', ') }, data: { fields: unknown } };
    const fields = describeValidation(issues, request.language);
    return { code: 'VALIDATION_FAILED', detail: joinFieldErrors(fields, request.language), data: { fields } };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) return { code: 'VALIDATION_FAILED' };
  if (isDatabaseUnavailable(error)) return { code: 'DATABASE_UNAVAILABLE' };
  if (isDatabaseBusy(error)) return { code: 'DATABASE_BUSY' };
  const status = fastifyError.statusCode ?? 500;
  // Fastify's own client errors (FST_ERR_CTP_*, FST_ERR_BAD_URL, …) and those of its plugins (multipart's FST_*):
  // each a 4xx envelope in the user's language, never 500.
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { code: 'INVALID_JSON' };
  }
  if (error instanceof SyntaxError && status === 400) return { code: 'INVALID_JSON' };
  switch (status) {
    case 404:
      return { code: 'ROUTE_NOT_FOUND' };
    case 405:
      return { code: 'METHOD_NOT_ALLOWED' };
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE' };
    case 415:
      return { code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 429:
      return { code: 'RATE_LIMITED' };
    default:
      return status >= 400 && status < 500 ? { code: 'BAD_REQUEST' } : { code: 'INTERNAL_ERROR' };
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, classified: Classified): FastifyReply {
  const { code } = classified;
  reply.envelopeStatus = Codes[code].status;
  return reply.code(Codes[code].http).send(envelope(code, request.language, classified.data ?? null, classified.params, classified.detail));
}

/**
 * Fastify's errors raised before routing (FST_ERR_BAD_URL: a path with a broken percent-escape such as `/api/x/%`)
 * skip the error handler and answered Fastify's own English body; they get the envelope in the user's language too.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code: CodeName = error.code === 'FST_ERR_BAD_URL' ? 'BAD_REQUEST' : classify(error, request).code;
  reply.envelopeStatus = Codes[code].status;
  void reply.code(Codes[code].http).send(envelope(code, pickLanguage(request.headers['accept-language']), null));
}

/**
 * One place turns every error into the envelope with the catalogue's code and real HTTP status. Only
 * catalogue messages reach the client: never SQL, stack traces or file paths (those go to the log).
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler(async (error, request, reply) => {
    const record = error instanceof AppError ? error.options.afterRollback : undefined;
    if (record) await record(app.db.orm).catch((failure: unknown) => request.log.error({ err: failure }, 'recording a refusal failed'));
    const classified = classify(error, request);
    const http = Codes[classified.code].http;
    // The database being away is the database's fault, not this request's: one short line, no stack and no SQL
    // (an outage would otherwise log both for every request it refuses).
    if (classified.code === 'DATABASE_UNAVAILABLE') request.log.warn({ code: classified.code }, 'database unavailable');
    else if (http >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: classified.code }, 'request refused');
    return sendError(request, reply, classified);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, { code: 'ROUTE_NOT_FOUND' }));
});
