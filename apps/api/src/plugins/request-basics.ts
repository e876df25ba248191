import { pickLanguage, type Language } from '@cvap/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { REPEATED_PARAMS, type ParsedQuery } from '../lib/query-string.js';
import { refuseNullCharacters } from '../lib/validation-messages.js';

/**
 * Request language (from Accept-Language), the envelope status slot, refusal of repeated query parameters, and
 * the one check that no string of a request (body, query, route parameters) holds a null character: 40001 in
 * the user's language naming the fields, for every route (issue 13; PostgreSQL would answer 500).
 */
export const requestBasicsPlugin = fp(async (app) => {
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      return pickLanguage(this.headers['accept-language']);
    },
  });
  app.decorateRequest('opLogNote', null);
  app.decorateReply('envelopeStatus', 200);

  app.addHook('onRequest', (request, _reply, done) => {
    const repeated = (request.query as ParsedQuery | undefined)?.[REPEATED_PARAMS];
    if (repeated?.length) throw new AppError('BAD_REQUEST', { detail: repeated.join(', ') });
    done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    refuseNullCharacters(request.language, request.params, request.query, request.body);
    done();
  });
});
