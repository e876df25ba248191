import {
  envelopeSchema,
  PATROL_ELEMENTS,
  PatrolCheckInResultSchema,
  PatrolCheckInSchema,
  PatrolMyTaskSchema,
  PatrolPaths,
  PatrolProblemCloseSchema,
  PatrolProblemInputSchema,
  PatrolProblemToRepairSchema,
  PatrolStateQuerySchema,
  PatrolStateSchema,
  PatrolTaskDetailSchema,
  patrolPlanResource,
  patrolTaskResource,
  permissionCode,
  type PatrolCheckIn,
  type PatrolProblemClose,
  type PatrolProblemInput,
  type PatrolProblemToRepair,
  type PatrolStateQuery,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
import { closeProblem, problemToRepair, raiseProblem } from '../services/problems.js';
import { patrolStaff } from '../services/staff.js';
import { patrolState } from '../services/state.js';
import { checkIn, myTasksToday, taskDetail } from '../services/tasks.js';

const IdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ProblemStep = envelopeSchema(
  z.object({ id: z.number(), status: z.string(), repairOrderId: z.number().optional(), repairOrderNo: z.string().optional() }),
);
const route = (path: string) => path.replace('{id}', ':id');
const access = (element: { code: string }) => element.code as RouteAccess;

/** Patrol's endpoints beside the engine's: a task's detail, the check-in, a problem's steps, the overview. */
export async function patrolRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    route(PatrolPaths.taskDetail),
    {
      config: { access: permissionCode(patrolTaskResource, 'view') as RouteAccess },
      schema: {
        tags: ['patrolTask'],
        summary: 'A task with its points in order, its people and problems',
        params: IdParams,
        response: { 200: envelopeSchema(PatrolTaskDetailSchema) },
      },
    },
    async (request) => ok(request.language, await taskDetail(serviceContext(request), request.params.id)),
  );

  routes.get(
    PatrolPaths.myTasks,
    {
      config: { access: permissionCode(patrolTaskResource, 'view') as RouteAccess },
      schema: {
        tags: ['patrolTask'],
        summary: "The signed-in patroller's tasks of today (China day), earliest first",
        response: { 200: envelopeSchema(z.array(PatrolMyTaskSchema)) },
      },
    },
    async (request) => ok(request.language, await myTasksToday(serviceContext(request))),
  );

  routes.post(
    PatrolPaths.checkIn,
    {
      config: { access: access(PATROL_ELEMENTS.checkIn), opLog: { resource: 'patrolTask', action: 'checkIn' } },
      schema: {
        tags: ['patrolTask'],
        summary: "Check in at a point by its QR text, within the task's window",
        body: PatrolCheckInSchema,
        response: { 200: envelopeSchema(PatrolCheckInResultSchema) },
      },
    },
    async (request) => {
      const body = request.body as PatrolCheckIn;
      request.opLogNote = { recordId: String(body.taskId) };
      return ok(request.language, await checkIn(serviceContext(request), body));
    },
  );

  routes.post(
    PatrolPaths.raiseProblem,
    {
      config: { access: access(PATROL_ELEMENTS.raiseProblem), opLog: { resource: 'patrolProblem', action: 'create' } },
      schema: {
        tags: ['patrolProblem'],
        summary: 'Report a problem at a point checked in',
        body: PatrolProblemInputSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const created = await raiseProblem(serviceContext(request), request.body as PatrolProblemInput);
      request.opLogNote = { recordId: String(created.id) };
      return ok(request.language, created);
    },
  );

  routes.post(
    PatrolPaths.closeProblem,
    {
      config: { access: access(PATROL_ELEMENTS.closeProblem), opLog: { resource: 'patrolProblem', action: 'close' } },
      schema: {
        tags: ['patrolProblem'],
        summary: 'Close a problem with its resolution',
        body: PatrolProblemCloseSchema,
        response: { 200: ProblemStep },
      },
    },
    async (request) => {
      const body = request.body as PatrolProblemClose;
      request.opLogNote = { recordId: String(body.id) };
      return ok(request.language, await closeProblem(serviceContext(request), body));
    },
  );

  routes.post(
    PatrolPaths.problemToRepair,
    {
      config: { access: access(PATROL_ELEMENTS.problemToRepair), opLog: { resource: 'patrolProblem', action: 'toRepair' } },
      schema: {
        tags: ['patrolProblem'],
        summary: 'Turn an open problem into a repair work order',
        body: PatrolProblemToRepairSchema,
        response: { 200: ProblemStep },
      },
    },
    async (request) => {
      const body = request.body as PatrolProblemToRepair;
      request.opLogNote = { recordId: String(body.id) };
      return ok(request.language, await problemToRepair(serviceContext(request), body));
    },
  );

  routes.get(
    PatrolPaths.staff,
    {
      config: { access: permissionCode(patrolPlanResource, 'view') as RouteAccess },
      schema: {
        tags: ['patrolPlan'],
        summary: "The people a plan of the acting community (or, for the head office, the named one) may name (the plan form's picker)",
        querystring: z.object({ residentialId: z.coerce.number().int().positive().optional() }),
        response: { 200: envelopeSchema(z.array(z.object({ id: z.number(), name: z.string() }))) },
      },
    },
    async (request) => ok(request.language, await patrolStaff(serviceContext(request), request.query.residentialId)),
  );

  routes.get(
    PatrolPaths.state,
    {
      config: { access: access(PATROL_ELEMENTS.state) },
      schema: {
        tags: ['patrolState'],
        summary: 'The patrol overview of a period',
        querystring: PatrolStateQuerySchema,
        response: { 200: envelopeSchema(PatrolStateSchema) },
      },
    },
    async (request) => ok(request.language, await patrolState(serviceContext(request), request.query as PatrolStateQuery)),
  );
}
