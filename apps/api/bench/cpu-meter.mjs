// CPU time spent by the API process and by its PostgreSQL backends, for "CPU per request" figures that hold up
// better than requests/s on a shared, noisy machine (other processes take turns on the cores, but the work each
// request costs stays about the same). PostgreSQL backends are read from /proc, so only when the database runs
// on this machine (null otherwise).
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU ticks (user + system) a process has used, or null when /proc cannot tell. */
export function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return null;
  }
}

/** In the server process: this process's CPU (ms) and each of the database's backends' CPU (ticks by pid). */
export async function cpuSnapshot(orm, database) {
  const { user, system } = process.cpuUsage();
  // Every backend, the one running this query included: a pool runs the two snapshots on whichever connection is
  // free, and a backend left out of one snapshot would count from zero in the other (its whole life's CPU, e.g.
  // the connection that generated the benchmark's rows, charged to the scenario's requests).
  const result = await orm.execute(`select pid from pg_stat_activity where datname = '${database}'`);
  const backends = {};
  for (const { pid } of result.rows) backends[pid] = ticksOf(pid);
  return { nodeMs: (user + system) / 1000, backends };
}

/**
 * µs of CPU per request between two snapshots: the API process, and the database backends (a backend opened
 * during the scenario counts from zero; null when /proc cannot be read, e.g. a remote database).
 */
export function cpuPerRequest(before, after, requests) {
  if (!requests) return { node: null, pg: null };
  let ticks = 0;
  for (const [pid, now] of Object.entries(after.backends)) {
    if (now === null) return { node: Math.round(((after.nodeMs - before.nodeMs) * 1000) / requests), pg: null };
    ticks += now - (before.backends[pid] ?? 0);
  }
  return {
    node: Math.round(((after.nodeMs - before.nodeMs) * 1000) / requests),
    pg: Math.round((ticks * 1_000_000) / TICKS_PER_SECOND / requests),
  };
}
