import { NoticeEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { listBoard } from '../services/list-board.js';
import { listReaders } from '../services/list-readers.js';
import { publishNotice } from '../services/publish-notice.js';
import { readNotice } from '../services/read-notice.js';
import { viewNotice } from '../services/view-notice.js';

/** Publish or withdraw, read (counted once per user) and the readers of a notice, in the acting scope. */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, NoticeEndpoints.publish, async (request) => {
    request.opLogNote = { recordId: String(request.params.id) };
    await publishNotice(serviceContext(request), request.params.id, request.body.status);
    return null;
  });
  endpointRoute(app, NoticeEndpoints.read, async (request) => readNotice(serviceContext(request), request.params.id));
  endpointRoute(app, NoticeEndpoints.readers, async (request) => listReaders(serviceContext(request), request.params.id));
  endpointRoute(app, NoticeEndpoints.view, async (request) => viewNotice(serviceContext(request), request.params.id));
  endpointRoute(app, NoticeEndpoints.board, async (request) => listBoard(serviceContext(request), request.body));
}
