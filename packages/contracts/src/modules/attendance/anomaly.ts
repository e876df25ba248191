import { z } from 'zod';

const id = z.number().int().positive().max(2_147_483_647);

/** Excusing an anomaly (leave, business trip): the reason is required. */
export const AttendanceExcuseSchema = z.strictObject({ id, reason: z.string().trim().max(200) });
export type AttendanceExcuse = z.infer<typeof AttendanceExcuseSchema>;

/** The anomaly excused. */
export const AttendanceExcuseResultSchema = z.object({ id: z.number(), excused: z.number() });
export type AttendanceExcuseResult = z.infer<typeof AttendanceExcuseResultSchema>;

export const AttendanceSettleResultSchema = z.object({ clockIns: z.number(), settled: z.number() });
export type AttendanceSettleResult = z.infer<typeof AttendanceSettleResultSchema>;
