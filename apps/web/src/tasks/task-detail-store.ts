import { createExternalStore } from '../app/external-store.js';

/** The task whose details dialog is open (from the task list or an end notification). */
export const openTaskDetailStore = createExternalStore<string | null>(null);

export function openTaskDetail(id: string): void {
  openTaskDetailStore.set(id);
}

export function closeTaskDetail(): void {
  openTaskDetailStore.set(null);
}
