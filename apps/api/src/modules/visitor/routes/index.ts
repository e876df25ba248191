import {
  Access,
  envelopeSchema,
  KioskCompanySchema,
  KioskHostSchema,
  KioskHouseholdSchema,
  KioskHostsQuerySchema,
  KioskKeySchema,
  SiteRegisterRequestSchema,
  SiteRegisterResultSchema,
  VISIT_ACTIONS,
  VISIT_TRANSITION_BODIES,
  VISIT_TRANSITIONS,
  VisitorPaths,
  VisitTransitionResultSchema,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { kioskCompanies, kioskHosts, kioskHouseholds } from '../services/host.js';
import { kioskKey } from '../services/kiosk-key.js';
import { siteRegister } from '../services/site-register.js';
import { takeVisitStep, type TransitionBody } from '../services/transitions.js';
import { visitDoors } from './doors.js';

const IdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** The kiosk's routes: any logged-in user of the acting community, or its kiosk account. */
const KIOSK = { access: Access.AUTHENTICATED, kiosk: true } as const;

/** The kiosk's registration, key and directory, and the steps of a visit's machine. */
export async function visitorRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    VisitorPaths.siteRegister,
    {
      config: { ...KIOSK, opLog: { resource: 'visitor', action: 'siteRegister' } },
      schema: {
        tags: ['visitor'],
        summary: 'Register a visitor on site (kiosk or guard); a repeated clientRequestId answers the first registration',
        body: SiteRegisterRequestSchema,
        response: { 200: envelopeSchema(SiteRegisterResultSchema) },
      },
    },
    async (request) => {
      const result = await siteRegister(serviceContext(request), visitDoors(app, request), request.body);
      request.opLogNote = { recordId: String(result.id) };
      return ok(request.language, result);
    },
  );
  routes.get(
    VisitorPaths.kioskKey,
    {
      config: KIOSK,
      schema: {
        tags: ['visitor'],
        summary: 'The key the kiosk encrypts registrations kept offline with (256 bits, base64; made on the first call)',
        response: { 200: envelopeSchema(KioskKeySchema) },
      },
    },
    async (request) => ok(request.language, await kioskKey(serviceContext(request))),
  );
  routes.get(
    VisitorPaths.kioskCompanies,
    {
      config: KIOSK,
      schema: {
        tags: ['visitor'],
        summary: 'The companies of the acting community (the kiosk’s directory)',
        response: { 200: envelopeSchema(z.array(KioskCompanySchema)) },
      },
    },
    async (request) => ok(request.language, await kioskCompanies(serviceContext(request))),
  );
  routes.get(
    VisitorPaths.kioskHosts,
    {
      config: KIOSK,
      schema: {
        tags: ['visitor'],
        summary: 'The employees of a company of the acting community (hosts), mobiles masked',
        querystring: KioskHostsQuerySchema,
        response: { 200: envelopeSchema(z.array(KioskHostSchema)) },
      },
    },
    async (request) => ok(request.language, await kioskHosts(serviceContext(request), request.query.companyId)),
  );
  routes.get(
    VisitorPaths.kioskHouseholds,
    {
      config: KIOSK,
      schema: {
        tags: ['visitor'],
        summary: 'The houses of the acting community with a resident to host (a residential gate’s directory), names masked',
        response: { 200: envelopeSchema(z.array(KioskHouseholdSchema)) },
      },
    },
    async (request) => ok(request.language, await kioskHouseholds(serviceContext(request))),
  );
  for (const action of VISIT_ACTIONS) {
    routes.post(
      VisitorPaths.transition(':id', action),
      {
        config: { access: VISIT_TRANSITIONS[action].element.code as RouteAccess, opLog: { resource: 'visitor', action } },
        schema: {
          tags: ['visitor'],
          summary: `Visit step: ${action}`,
          params: IdParams,
          body: VISIT_TRANSITION_BODIES[action].optional(),
          response: { 200: envelopeSchema(VisitTransitionResultSchema) },
        },
      },
      async (request) => {
        request.opLogNote = { recordId: String(request.params.id) };
        const body = (request.body ?? {}) as TransitionBody;
        return ok(
          request.language,
          await takeVisitStep(serviceContext(request), visitDoors(app, request), request.params.id, action, body),
        );
      },
    );
  }
}
