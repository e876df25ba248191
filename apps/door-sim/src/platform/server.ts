import { RALID_MAX_PAGE_SIZE, RALID_STEP_NAMES, type RalidStepName } from '@cvap/contracts';
import { BENCH_SIZES, DEMO_SIZES, PlatformData, type PlatformSizes } from './data.js';

/**
 * The upstream access-control platform of `/api/proxy/ralid/*` (spec section 7): serves the eight data sets
 * page by page under `/platform/ralid/{step}`, and can be told to fail at a chosen step, either answering an
 * error (`mode: 'error'`) or dying on the spot (`mode: 'kill'`: SIGKILL after `afterPages` pages of that step,
 * exactly as a crashed platform looks to the API).
 */
export const PLATFORM_PREFIX = '/platform/ralid';

export interface PlatformFailure {
  /** The step to fail at, by name or by its 1-based position in the spec's order. */
  step: RalidStepName;
  mode: 'error' | 'kill';
  /** Pages of that step served before failing (0: the first page fails). */
  afterPages: number;
  message: string;
}

export interface PlatformOptions {
  seed: number;
  sizes: PlatformSizes;
  failure: PlatformFailure | null;
  /** Delay before each page, milliseconds (a slow platform; 0 in benchmarks). */
  pageDelayMs: number;
  /** What `mode: 'kill'` does; the real process kills itself, a test harness may do something else. */
  kill: () => void;
}

function stepOf(value: string | number | undefined | null): RalidStepName | null {
  if (value === undefined || value === null || value === '') return null;
  const position = Number(value);
  if (Number.isInteger(position)) return RALID_STEP_NAMES[position - 1] ?? null;
  return (RALID_STEP_NAMES as readonly string[]).includes(String(value)) ? (value as RalidStepName) : null;
}

function sizeOf(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Options from the environment: SIM_PLATFORM_SCALE=bench|demo, SIM_PLATFORM_USERS, SIM_PLATFORM_CARDS,
 * SIM_PLATFORM_SEED, SIM_PLATFORM_FAIL_STEP (name or 1–8), SIM_PLATFORM_FAIL_MODE (error|kill),
 * SIM_PLATFORM_FAIL_AFTER_PAGES, SIM_PLATFORM_PAGE_DELAY_MS.
 */
export function platformOptionsFromEnv(env: NodeJS.ProcessEnv): PlatformOptions {
  const base = env.SIM_PLATFORM_SCALE === 'bench' ? BENCH_SIZES : DEMO_SIZES;
  const sizes = { ...base, users: sizeOf(env.SIM_PLATFORM_USERS, base.users), cards: sizeOf(env.SIM_PLATFORM_CARDS, base.cards) };
  const step = stepOf(env.SIM_PLATFORM_FAIL_STEP);
  return {
    seed: sizeOf(env.SIM_PLATFORM_SEED, 20_261_125),
    sizes,
    failure: step ? failureOf(step, env.SIM_PLATFORM_FAIL_MODE, env.SIM_PLATFORM_FAIL_AFTER_PAGES) : null,
    pageDelayMs: Number(env.SIM_PLATFORM_PAGE_DELAY_MS ?? 0) || 0,
    kill: () => process.kill(process.pid, 'SIGKILL'),
  };
}

function failureOf(step: RalidStepName, mode: unknown, afterPages: unknown): PlatformFailure {
  const position = RALID_STEP_NAMES.indexOf(step) + 1;
  return {
    step,
    mode: mode === 'kill' ? 'kill' : 'error',
    afterPages: Math.max(0, Number(afterPages ?? 0) || 0),
    message: `门禁平台数据库连接超时（第${position}步 ${step}）/ platform database timed out (step ${position} ${step})`,
  };
}

/** An answer of the platform: HTTP status and JSON body, or null when it died answering (the socket is cut). */
export type PlatformAnswer = { http: number; body: { code: number; msg: string; data: unknown } } | null;

export interface Platform {
  /** Answers `POST {PLATFORM_PREFIX}/{name}` with its parsed JSON body. */
  answer(name: string, body: unknown): Promise<PlatformAnswer>;
  /** Pages served per step since start (the control route reads them too). */
  readonly served: Record<RalidStepName, number>;
}

export function createPlatform(options: PlatformOptions): Platform {
  let data = new PlatformData(options.seed, options.sizes);
  let failure = options.failure;
  let pageDelayMs = options.pageDelayMs;
  const served = Object.fromEntries(RALID_STEP_NAMES.map((s) => [s, 0])) as Record<RalidStepName, number>;
  const failedPages = new Map<RalidStepName, number>();

  /** POST /platform/ralid/_control {failStep, failMode, failAfterPages, users, cards, seed, pageDelayMs}: reconfigures. */
  const control = (body: Record<string, unknown>) => {
    const step = stepOf(body.failStep as string | number | null | undefined);
    failure = step ? failureOf(step, body.failMode, body.failAfterPages) : null;
    failedPages.clear();
    if (typeof body.pageDelayMs === 'number') pageDelayMs = body.pageDelayMs;
    if (body.users !== undefined || body.cards !== undefined || body.seed !== undefined) {
      data = new PlatformData(sizeOf(String(body.seed ?? ''), data.seed), {
        ...data.sizes,
        users: sizeOf(String(body.users ?? ''), data.sizes.users),
        cards: sizeOf(String(body.cards ?? ''), data.sizes.cards),
      });
    }
    return { failure, sizes: data.sizes, seed: data.seed, pageDelayMs, served };
  };

  const page = async (step: RalidStepName, body: Record<string, unknown>): Promise<PlatformAnswer> => {
    const pageNo = Number(body.pageNo ?? 1);
    const pageSize = Number(body.pageSize ?? 100);
    if (!Number.isInteger(pageNo) || pageNo < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > RALID_MAX_PAGE_SIZE) {
      return { http: 200, body: { code: 400, msg: `pageNo ≥ 1 and 1 ≤ pageSize ≤ ${RALID_MAX_PAGE_SIZE}`, data: null } };
    }
    if (pageDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, pageDelayMs));
    if (failure?.step === step) {
      const before = failedPages.get(step) ?? 0;
      failedPages.set(step, before + 1);
      if (before >= failure.afterPages) {
        if (failure.mode === 'kill') {
          options.kill();
          return null;
        }
        return { http: 500, body: { code: 500, msg: failure.message, data: null } };
      }
    }
    served[step] += 1;
    return {
      http: 200,
      body: { code: 0, msg: 'ok', data: { total: data.total(step), rows: data.rows(step, (pageNo - 1) * pageSize, pageSize) } },
    };
  };

  return {
    served,
    async answer(name, parsed) {
      const body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
      if (name === '_control') return { http: 200, body: { code: 0, msg: 'ok', data: control(body) } };
      const step = stepOf(name);
      if (!step || step !== name) return { http: 404, body: { code: 404, msg: `no data set ${name}`, data: null } };
      return page(step, body);
    },
  };
}
