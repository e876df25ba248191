import { z } from 'zod';
import { calendarDate } from '../../resource/derive.js';
import { ROSTER_MODE_OPTIONS } from './options.js';

const id = z.number().int().positive().max(2_147_483_647);

/** A rotation lists at most this many days per person and other rotation; the counts say how many in all. */
export const ROSTER_OVERLAP_DAYS_SHOWN = 10;
/** The days a check looks at from the rotation's first one (an open-ended rotation: the year ahead). */
export const ROSTER_OVERLAP_SPAN_DAYS = 366;

/**
 * A rotation as it is about to be saved: its id when editing (so it is not its own overlap), its community when the
 * head office names it, its staff and what decides their working days.
 */
export const RosterOverlapQuerySchema = z.strictObject({
  id: id.optional(),
  residentialId: id.optional(),
  staffIds: z.array(id).min(1).max(500),
  mode: z.enum(ROSTER_MODE_OPTIONS.map((o) => o.value) as ['rotation', 'weekly']),
  pattern: z.string().trim().min(1).max(300),
  staggered: z.number().int().min(0).max(1).default(1),
  startsOn: calendarDate(),
  endsOn: calendarDate().nullish(),
});
export type RosterOverlapQuery = z.infer<typeof RosterOverlapQuerySchema>;

/** Per person, the other rotations already giving them a shift on days this one would work (those days keep theirs). */
export const RosterOverlapSchema = z.object({
  people: z.array(
    z.object({
      staffId: z.number(),
      staffName: z.string(),
      rosters: z.array(
        z.object({
          rosterId: z.number(),
          rosterName: z.string(),
          /** The first ROSTER_OVERLAP_DAYS_SHOWN days, YYYY-MM-DD in order. */
          days: z.array(z.string()),
          count: z.number(),
        }),
      ),
    }),
  ),
  /** The days looked at (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
});
export type RosterOverlap = z.infer<typeof RosterOverlapSchema>;
