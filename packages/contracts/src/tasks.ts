import { z } from 'zod';

/** Spec section 4: 200 finished, 205 in progress, any other value failed. */
export const TaskStatus = { FINISHED: 200, RUNNING: 205, FAILED: 500 } as const;

export const TaskSchema = z.object({
  id: z.string(),
  type: z.string(),
  source: z.string(),
  title: z.string(),
  progress: z.number().min(0).max(100),
  status: z.number().int(),
  message: z.string().nullable(),
  /** Structured outcome for the "view details" dialog: a list of labelled lines. */
  result: z.array(z.object({ label: z.string(), value: z.string(), ok: z.boolean() })).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TASK_WS_PATH = '/api/task/ws';

/** Messages the console sends on the task channel. The first must be `auth` within 5 s. */
export const TaskClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('ping') }),
]);
export type TaskClientMessage = z.infer<typeof TaskClientMessageSchema>;

export type TaskServerMessage =
  { type: 'ready' } | { type: 'pong' } | { type: 'task'; task: Task } | { type: 'error'; status: number; message: string };

export function isTaskRunning(task: Pick<Task, 'status'>): boolean {
  return task.status === TaskStatus.RUNNING;
}
