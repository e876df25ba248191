import { TaskStatus, type Task } from '@cvap/contracts';

/** A task as the indicator keeps it for the browser session (spec section 4). */
export type TaskEntry = Pick<Task, 'id' | 'type' | 'source' | 'title' | 'progress' | 'status'>;

export function isTaskEntryList(value: unknown): value is TaskEntry[] {
  return (
    Array.isArray(value) &&
    value.every((entry) => {
      const task = entry as Partial<TaskEntry> | null;
      return (
        typeof task === 'object' &&
        task !== null &&
        typeof task.id === 'string' &&
        typeof task.type === 'string' &&
        typeof task.source === 'string' &&
        typeof task.title === 'string' &&
        typeof task.progress === 'number' &&
        typeof task.status === 'number'
      );
    })
  );
}

export function toTaskEntry(task: TaskEntry): TaskEntry {
  return { id: task.id, type: task.type, source: task.source, title: task.title, progress: task.progress, status: task.status };
}

/** A task the console has just started: progress 0, in progress. */
export function startedTask(id: string, type: string, source: string, title: string): TaskEntry {
  return { id, type, source, title, progress: 0, status: TaskStatus.RUNNING };
}

/**
 * Applies a pushed task: updates its entry, or adds it at the top. `ended` is true when this update is the
 * moment the task stopped running (it was running or unknown, and now has any status other than 205).
 */
export function applyTaskUpdate(list: readonly TaskEntry[], task: TaskEntry): { list: TaskEntry[]; ended: boolean } {
  const entry = toTaskEntry(task);
  const index = list.findIndex((existing) => existing.id === entry.id);
  const previous = index >= 0 ? list[index] : undefined;
  const ended = entry.status !== TaskStatus.RUNNING && (previous === undefined || previous.status === TaskStatus.RUNNING);
  const next = index >= 0 ? list.map((existing, i) => (i === index ? entry : existing)) : [entry, ...list];
  return { list: next, ended };
}

export function removeTask(list: readonly TaskEntry[], id: string): TaskEntry[] {
  return list.filter((task) => task.id !== id);
}

/** The badge: tasks still in progress (status 205). */
export function runningCount(list: readonly TaskEntry[]): number {
  return list.filter((task) => task.status === TaskStatus.RUNNING).length;
}

export type TaskOutcome = 'running' | 'finished' | 'failed';

/** Spec section 4: 200 finished, 205 in progress, anything else failed. */
export function taskOutcome(status: number): TaskOutcome {
  if (status === TaskStatus.RUNNING) return 'running';
  return status === TaskStatus.FINISHED ? 'finished' : 'failed';
}
