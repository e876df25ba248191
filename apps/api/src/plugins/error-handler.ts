import { Codes, type CodeName } from '@cvap/contracts';
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
  switch (fastifyError.statusCode) {
    case 400:
    case 415:
      return { code: 'BAD_REQUEST' };
    case 404:
      return { code: 'ROUTE_NOT_FOUND' };
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE' };
    case 429:
      return { code: 'RATE_LIMITED' };
    default:
      return { code: 'INTERNAL_ERROR' };
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, classified: Classified): FastifyReply {
  const { code } = classified;
  reply.envelopeStatus = Codes[code].status;
  return reply.code(Codes[code].http).send(envelope(code, request.language, classified.data ?? null, classified.params, classified.detail));
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
    if (http >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: classified.code }, 'request refused');
    return sendError(request, reply, classified);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, { code: 'ROUTE_NOT_FOUND' }));
});
