import {
  envelopeSchema,
  GrantNodeSchema,
  MenuBatchSchema,
  permissionCode,
  roleResource,
  RoleGrantsSchema,
  SYSTEM_ELEMENTS,
  SystemPaths,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyEnvelope, ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { batchMenus, readGrants, writeGrants } from '../services/grants.js';

const RoleParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const grantsPath = SystemPaths.roleGrants(':id');

/** A role's grants as one tree (read and replace), and menus granted to or revoked from many roles at once. */
export async function roleGrantRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    grantsPath,
    {
      config: { access: permissionCode(roleResource, 'view') as RouteAccess },
      schema: {
        tags: ['role'],
        summary: "The menu tree with the role's menu and element grants",
        params: RoleParams,
        response: { 200: envelopeSchema(z.array(GrantNodeSchema)) },
      },
    },
    async (request) => ok(request.language, await readGrants(serviceContext(request), request.params.id)),
  );

  routes.put(
    grantsPath,
    {
      config: { access: SYSTEM_ELEMENTS.roleGrant.code as RouteAccess, opLog: { resource: 'role', action: 'grant' } },
      schema: {
        tags: ['role'],
        summary: "Replace the role's menu and element grants",
        params: RoleParams,
        body: RoleGrantsSchema,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await writeGrants(serviceContext(request), request.params.id, request.body);
      return ok(request.language, null);
    },
  );

  routes.post(
    SystemPaths.menuBatch,
    {
      config: { access: SYSTEM_ELEMENTS.menuBatchGrant.code as RouteAccess, opLog: { resource: 'role', action: 'menuBatch' } },
      schema: {
        tags: ['role'],
        summary: 'Grant or revoke menus for many roles at once',
        body: MenuBatchSchema,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await batchMenus(serviceContext(request), request.body);
      request.opLogNote = { recordId: request.body.roleIds.join(',').slice(0, 64) };
      return ok(request.language, null);
    },
  );
}
