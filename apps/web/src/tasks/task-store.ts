import { createExternalStore } from '../app/external-store.js';
import { StorageKeys } from '../app/storage-keys.js';
import { readJson, writeItem, writeJson } from '../app/storage.js';
import { applyTaskUpdate, isTaskEntryList, removeTask, type TaskEntry } from './task-list.js';

/** The tasks of this browser session (sessionStorage `cvap_tasks`). */
export const taskStore = createExternalStore<TaskEntry[]>(readJson('session', StorageKeys.tasks, isTaskEntryList, []), (tasks) =>
  writeJson('session', StorageKeys.tasks, tasks),
);

type EndListener = (task: TaskEntry) => void;
const endListeners = new Set<EndListener>();

/** Called when a task stops running (to raise the persistent notification). */
export function onTaskEnded(listener: EndListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export function updateTask(task: TaskEntry): void {
  const { list, ended } = applyTaskUpdate(taskStore.get(), task);
  taskStore.set(list);
  if (ended) for (const listener of endListeners) listener(list.find((entry) => entry.id === task.id)!);
}

export function forgetTask(id: string): void {
  taskStore.set((list) => removeTask(list, id));
}

export function clearTasks(): void {
  taskStore.set([]);
  writeItem('session', StorageKeys.tasks, null);
}
