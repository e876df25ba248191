import type { Language } from '@cvap/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../../engine/index.js';
import { authResults, authTasks } from '../schema.js';
import { devices } from '../../device/schema.js';
import type { AuthJob, AuthPlan } from './run-authorisation.js';
import { devicesOf, loadCardTarget, loadResidentialDevices, loadTargets, loadVisitPassTarget, type AuthTarget } from './subjects.js';
import { AUTH_TEXT } from './texts.js';

function summary(language: Language, targets: readonly Pick<AuthTarget, 'name'>[]): string {
  return AUTH_TEXT.andMore(
    language,
    targets.slice(0, 3).map((t) => t.name),
    targets.length,
  );
}

function singleResidential(targets: readonly Pick<AuthTarget, 'residentialId'>[]): number | null {
  const ids = new Set(targets.map((t) => t.residentialId));
  return ids.size === 1 ? [...ids][0]! : null;
}

/** Every credential of every target to every device of the target's access level. */
async function planFor(orm: Orm, targets: AuthTarget[], title: string, language: Language): Promise<AuthPlan> {
  const all = await loadResidentialDevices(orm, [...new Set(targets.map((t) => t.residentialId))]);
  const jobs: AuthJob[] = [];
  for (const target of targets)
    for (const device of devicesOf(target, all)) for (const credential of target.credentials) jobs.push({ target, device, credential });
  return { title, subjects: summary(language, targets), residentialId: singleResidential(targets), jobs };
}

export async function peoplePlan(orm: Orm, subject: 'person' | 'staff', ids: readonly number[], language: Language): Promise<AuthPlan> {
  const targets = await loadTargets(orm, subject, ids);
  return planFor(orm, targets, AUTH_TEXT.title(language, summary(language, targets)), language);
}

export async function cardPlan(orm: Orm, cardId: number, language: Language): Promise<AuthPlan | null> {
  const target = await loadCardTarget(orm, cardId);
  if (!target) return null;
  return planFor(orm, [target], AUTH_TEXT.cardTitle(language, target.credentials[0]!.value), language);
}

export async function visitPassPlan(orm: Orm, visitId: number, language: Language): Promise<AuthPlan | null> {
  const target = await loadVisitPassTarget(orm, visitId);
  if (!target) return null;
  return planFor(orm, [target], AUTH_TEXT.passTitle(language, target.name), language);
}

/** The failed writes of an authorisation (all of them, or the chosen rows), to push again. */
export async function retryPlan(orm: Orm, taskId: string, resultIds: readonly number[] | undefined, language: Language): Promise<AuthPlan> {
  const [task] = await orm.select().from(authTasks).where(eq(authTasks.taskId, taskId));
  const failed = await orm
    .select()
    .from(authResults)
    .where(and(eq(authResults.taskId, taskId), eq(authResults.result, 2), resultIds ? inArray(authResults.id, [...resultIds]) : undefined));
  const specs = await loadResidentialDevices(
    orm,
    await residentialsOfDevices(
      orm,
      failed.map((r) => r.deviceId),
    ),
  );
  const byId = new Map(specs.map((d) => [d.id, d]));
  const jobs: AuthJob[] = [];
  for (const row of failed) {
    const device = byId.get(String(row.deviceId));
    if (!device) continue;
    jobs.push({
      target: {
        subject: row.subject as AuthTarget['subject'],
        subjectId: row.subjectId,
        name: row.subjectName,
        residentialId: device.residentialId,
      },
      device,
      credential: {
        personId: `${row.subject}:${row.subjectId}`,
        personName: row.subjectName,
        kind: row.credentialKind as 'card' | 'face' | 'qr',
        value: row.credentialValue,
      },
    });
  }
  const subjects = task?.subjects ?? '';
  return { title: AUTH_TEXT.retryTitle(language, subjects), subjects, residentialId: task?.residentialId ?? null, jobs };
}

async function residentialsOfDevices(orm: Orm, deviceIds: number[]): Promise<number[]> {
  if (deviceIds.length === 0) return [];
  const rows = await orm.selectDistinct({ residentialId: devices.residentialId }).from(devices).where(inArray(devices.id, deviceIds));
  return rows.map((r) => r.residentialId);
}
