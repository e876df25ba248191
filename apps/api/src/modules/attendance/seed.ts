import type { DemoContext } from '../../db/seed/demo-context.js';
import type { Orm } from '../../engine/index.js';

/** Attendance demo data (filled in below). */
export async function seedAttendanceDemo(_orm: Orm, _demo: DemoContext): Promise<void> {}
