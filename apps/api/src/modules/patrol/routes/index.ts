import { PatrolEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { closeProblem, problemToRepair, raiseProblem } from '../services/problems.js';
import { patrolStaff } from '../services/staff.js';
import { patrolState } from '../services/state.js';
import { checkIn, myTasksToday, taskDetail } from '../services/tasks.js';

/** Patrol's endpoints beside the engine's: a task's detail, the check-in, a problem's steps, the overview. */
export async function patrolRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, PatrolEndpoints.taskDetail, async (request) => taskDetail(serviceContext(request), request.params.id));
  endpointRoute(app, PatrolEndpoints.myTasks, async (request) => myTasksToday(serviceContext(request)));

  endpointRoute(app, PatrolEndpoints.checkIn, async (request) => {
    request.opLogNote = { recordId: String(request.body.taskId) };
    return checkIn(serviceContext(request), request.body);
  });

  endpointRoute(app, PatrolEndpoints.raiseProblem, async (request) => {
    const created = await raiseProblem(serviceContext(request), request.body);
    request.opLogNote = { recordId: String(created.id) };
    return created;
  });

  endpointRoute(app, PatrolEndpoints.closeProblem, async (request) => {
    request.opLogNote = { recordId: String(request.body.id) };
    return closeProblem(serviceContext(request), request.body);
  });

  endpointRoute(app, PatrolEndpoints.problemToRepair, async (request) => {
    request.opLogNote = { recordId: String(request.body.id) };
    return problemToRepair(serviceContext(request), request.body);
  });

  endpointRoute(app, PatrolEndpoints.staff, async (request) => patrolStaff(serviceContext(request), request.query.residentialId));
  endpointRoute(app, PatrolEndpoints.state, async (request) => patrolState(serviceContext(request), request.query));
}
