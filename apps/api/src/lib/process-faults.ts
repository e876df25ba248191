/**
 * The process-level policy for errors nobody handled (installed by main.ts before anything else runs):
 *
 * - An unhandled promise rejection is a bug of ours (a promise nobody awaits or catches), but not a corrupt
 *   process: it is logged with its stack, counted (GET /api/health shows the count), and the API keeps serving.
 *   Node's default, ending the process, turned one forgotten `.catch` during a database outage into a dead API.
 * - An uncaught exception may have left any state half-changed: it is logged with its stack and the process
 *   stops as on SIGTERM (requests in flight finish, the database is closed, 10 s cap) with exit code 1, so the
 *   launcher (`pnpm start`) or the container restarts it.
 */

interface FaultLog {
  error(object: object, message: string): void;
  fatal(object: object, message: string): void;
}

/** Until the app's logger exists: one JSON line on stderr, like the logger's. */
const startupLog: FaultLog = {
  error: (object, message) => console.error(JSON.stringify({ level: 50, time: Date.now(), msg: message, ...serialisable(object) })),
  fatal: (object, message) => console.error(JSON.stringify({ level: 60, time: Date.now(), msg: message, ...serialisable(object) })),
};

function serialisable(object: object): object {
  const { err, ...rest } = object as { err?: unknown };
  if (err === undefined) return rest;
  return { ...rest, err: err instanceof Error ? { type: err.name, message: err.message, stack: err.stack } : { value: String(err) } };
}

let unhandledRejections = 0;
let log: FaultLog = startupLog;

/** Unhandled promise rejections since the process started. */
export function unhandledRejectionCount(): number {
  return unhandledRejections;
}

/** Records one unhandled rejection (the process handler's work; exported so that it is the one tested). */
export function recordUnhandledRejection(reason: unknown): void {
  unhandledRejections += 1;
  log.error(
    { err: reason instanceof Error ? reason : new Error(`non-error rejection: ${String(reason)}`), unhandledRejections },
    'unhandled promise rejection (a bug: the process keeps serving)',
  );
}

/**
 * Installs the handlers. `onFatal` is called once, after an uncaught exception was logged, to stop the process;
 * until the app has given one, the process exits with code 1 at once.
 */
export function installProcessFaultHandlers(): { useLogger(next: FaultLog): void; onFatal(stop: (error: unknown) => void): void } {
  let stop: ((error: unknown) => void) | null = null;
  let fatal = false;
  process.on('unhandledRejection', (reason) => recordUnhandledRejection(reason));
  process.on('uncaughtException', (error, origin) => {
    log.fatal({ err: error, origin }, 'uncaught exception: stopping (the launcher restarts the process)');
    if (fatal) return;
    fatal = true;
    if (stop) stop(error);
    else process.exit(1);
  });
  return {
    useLogger(next) {
      log = next;
    },
    onFatal(next) {
      stop = next;
    },
  };
}
