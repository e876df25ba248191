import { Access, Endpoints, SelectUserRequestSchema } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, ok, SelectUserEnvelope, serviceContext } from '../../../engine/index.js';
import { selectUsers } from '../services/select-user.js';

const MAX_PICKER_PAGE = 100;
const INT4_MAX = 2_147_483_647;

/** The contracts' request with the page size clamped (not refused) and ids kept within the column type. */
const PickerQuery = SelectUserRequestSchema.extend({
  departmentId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  residentialId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((n) => Math.min(n, MAX_PICKER_PAGE)),
}).strict();

export async function selectUserRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    Endpoints.selectUser,
    {
      config: { access: Access.AUTHENTICATED },
      schema: {
        tags: ['users'],
        summary: 'User picker, scoped to the acting community (head office: the tenant)',
        body: PickerQuery,
        response: { 200: SelectUserEnvelope },
      },
    },
    async (request) => {
      caller(request);
      return ok(request.language, await selectUsers(serviceContext(request), request.body));
    },
  );
}
