import { randomUUID } from 'node:crypto';
import { pickLanguage, type Language } from '@cvap/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { tasks, users } from '../db/schema/index.js';
import { TASK_CHANNEL } from './pg-relay.js';

export interface ReminderText {
  title: (count: number) => string;
  line: string;
}

/**
 * Reminds people of things (overdue repair orders, overdue planned work): one finished task per person listing
 * their things, pushed to their open consoles over the task WebSocket by every API instance's relay (a persistent
 * notification there). Runs in the caller's transaction; answers how many people were reminded.
 */
export async function pushReminders(
  tx: Orm,
  now: Date,
  reminder: { type: string; source: string; text: Record<Language, ReminderText>; refsByUser: Map<number, string[]> },
): Promise<number> {
  if (reminder.refsByUser.size === 0) return 0;
  const people = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...reminder.refsByUser.keys()]));
  for (const person of people) {
    const refs = reminder.refsByUser.get(person.id)!;
    const text = reminder.text[pickLanguage(person.language)];
    const id = randomUUID();
    await tx.insert(tasks).values({
      id,
      userId: person.id,
      type: reminder.type,
      source: reminder.source,
      title: text.title(refs.length),
      progress: 100,
      status: 200,
      message: refs.join('、').slice(0, 2000),
      result: refs.slice(0, 50).map((ref) => ({ label: text.line, value: ref, ok: false })),
      createdAt: now,
      updatedAt: now,
    });
    await tx.execute(sql`select pg_notify(${TASK_CHANNEL}, ${JSON.stringify({ origin: 'scheduler', userId: person.id, taskId: id })})`);
  }
  return people.length;
}
