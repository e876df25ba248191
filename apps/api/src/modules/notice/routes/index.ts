import {
  envelopeSchema,
  NOTICE_ELEMENTS,
  noticeResource,
  NoticeBoardRequestSchema,
  NoticeBoardSchema,
  NoticePaths,
  NoticePublishRequestSchema,
  NoticeReaderSchema,
  NoticeReadResultSchema,
  permissionCode,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { listBoard } from '../services/list-board.js';
import { listReaders } from '../services/list-readers.js';
import { publishNotice } from '../services/publish-notice.js';
import { readNotice } from '../services/read-notice.js';
import { viewNotice } from '../services/view-notice.js';

const IdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const VIEW = permissionCode(noticeResource, 'view') as RouteAccess;

/** Publish or withdraw, read (counted once per user) and the readers of a notice, in the acting scope. */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    NoticePaths.publish,
    {
      config: { access: NOTICE_ELEMENTS.publish.code as RouteAccess, opLog: { resource: 'notice', action: 'publish' } },
      schema: {
        tags: ['notice'],
        summary: 'Publish a notice now (status 1) or withdraw it (status 0)',
        params: IdParams,
        body: NoticePublishRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      request.opLogNote = { recordId: String(request.params.id) };
      await publishNotice(serviceContext(request), request.params.id, request.body.status);
      return ok(request.language, null);
    },
  );
  routes.post(
    NoticePaths.read,
    {
      config: { access: VIEW },
      schema: {
        tags: ['notice'],
        summary: 'The caller read the notice (each user counted once, published notices only)',
        params: IdParams,
        response: { 200: envelopeSchema(NoticeReadResultSchema) },
      },
    },
    async (request) => ok(request.language, await readNotice(serviceContext(request), request.params.id)),
  );
  routes.get(
    NoticePaths.readers,
    {
      config: { access: VIEW },
      schema: {
        tags: ['notice'],
        summary: 'Who read the notice, and when',
        params: IdParams,
        response: { 200: envelopeSchema(z.array(NoticeReaderSchema)) },
      },
    },
    async (request) => ok(request.language, await listReaders(serviceContext(request), request.params.id)),
  );
  routes.get(
    NoticePaths.view,
    {
      config: { access: VIEW },
      schema: {
        tags: ['notice'],
        summary: 'One notice as its reader sees it: managed in the acting scope, or published and addressed to it',
        params: IdParams,
        response: { 200: envelopeSchema(z.record(z.string(), z.unknown())) },
      },
    },
    async (request) => ok(request.language, await viewNotice(serviceContext(request), request.params.id)),
  );
  routes.post(
    NoticePaths.board,
    {
      config: { access: VIEW },
      schema: {
        tags: ['notice'],
        summary: 'The published notices addressed to the acting scope, pinned first, then the newest',
        body: NoticeBoardRequestSchema,
        response: { 200: envelopeSchema(NoticeBoardSchema) },
      },
    },
    async (request) => ok(request.language, await listBoard(serviceContext(request), request.body)),
  );
}
