import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pickLanguage, type CodeName, type Language } from '@cvap/contracts';
import { commandFromPath, COMMANDS } from './commands.js';
import type { BridgeConfig } from './config.js';
import { answerPreflight, OriginPolicy, setCorsHeaders } from './cors.js';
import { DeviceFault, FAULTS, hasFaultControl, UNITS, type Device, type Fault, type Unit } from './device.js';
import { BodyTooLargeError, MalformedBodyError, readJsonBody, sendEnvelope } from './http-io.js';

export type Log = (line: string) => void;

export interface RunningBridge {
  /** http://host:port as bound (the real port when 0 was asked for). */
  url: string;
  port: number;
  /** Stops accepting, lets in-flight commands finish (forcing after `graceMs`), then releases the device. */
  close(graceMs?: number): Promise<void>;
}

const HEALTH_PATH = '/health';
/** The emulator's fault switch, for demos and end-to-end tests; never answered to a web page. */
const FAULTS_PATH = '/emulator/faults';

const FAULT_CODES: Record<Fault, CodeName> = {
  noCard: 'DEVICE_NO_CARD',
  readError: 'DEVICE_FAILED',
  busy: 'DEVICE_BUSY',
  unplugged: 'DEVICE_UNPLUGGED',
};

function faultCode(error: unknown): CodeName {
  return error instanceof DeviceFault ? FAULT_CODES[error.fault] : 'DEVICE_FAILED';
}

/** `{ camera: 'unplugged', card: 'noCard' }`: every key a unit, every value a fault; anything else is refused. */
function parseFaults(body: Record<string, unknown>): Partial<Record<Unit, Fault>> | undefined {
  const faults: Partial<Record<Unit, Fault>> = {};
  for (const [unit, fault] of Object.entries(body)) {
    if (!(UNITS as readonly string[]).includes(unit)) return undefined;
    if (fault === null) continue;
    if (typeof fault !== 'string' || !(FAULTS as readonly string[]).includes(fault)) return undefined;
    faults[unit as Unit] = fault as Fault;
  }
  return faults;
}
const SHUTDOWN_GRACE_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`device did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function createHandler(config: BridgeConfig, device: Device, log: Log) {
  const origins = new OriginPolicy(config.allowedOrigins);
  // A real reader serves one request at a time; a second one meanwhile is answered "busy" at once.
  const occupied = new Set<Unit>();

  async function faultSwitch(req: IncomingMessage, res: ServerResponse, language: Language): Promise<void> {
    if (req.headers.origin !== undefined || !hasFaultControl(device)) return sendEnvelope(res, 'ROUTE_NOT_FOUND', language);
    if (req.method === 'GET') return sendEnvelope(res, 'OK', language, device.faults());
    if (req.method !== 'PUT') {
      res.setHeader('Allow', 'GET, PUT');
      return sendEnvelope(res, 'METHOD_NOT_ALLOWED', language);
    }
    const faults = parseFaults(await readJsonBody(req, config.maxBodyBytes).catch(() => ({ invalid: true })));
    if (!faults) return sendEnvelope(res, 'BAD_REQUEST', language);
    device.setFaults(faults);
    log(`emulator faults set to ${JSON.stringify(faults)}`);
    sendEnvelope(res, 'OK', language, device.faults());
  }

  async function route(req: IncomingMessage, res: ServerResponse, language: Language): Promise<void> {
    const origin = req.headers.origin;
    if (!origins.permits(origin)) return sendEnvelope(res, 'ORIGIN_FORBIDDEN', language);
    if (origin !== undefined) setCorsHeaders(res, origin);

    const { pathname } = new URL(req.url ?? '/', 'http://hw-bridge');
    if (pathname === HEALTH_PATH) {
      if (req.method === 'GET' || req.method === 'HEAD') return sendEnvelope(res, 'OK', language, { status: 'up', driver: config.driver });
      res.setHeader('Allow', 'GET, HEAD');
      return sendEnvelope(res, 'METHOD_NOT_ALLOWED', language);
    }

    if (pathname === FAULTS_PATH) return faultSwitch(req, res, language);

    const command = commandFromPath(pathname);
    if (!command) return sendEnvelope(res, 'ROUTE_NOT_FOUND', language);
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST, OPTIONS');
      return sendEnvelope(res, 'METHOD_NOT_ALLOWED', language);
    }

    try {
      await readJsonBody(req, config.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        res.setHeader('Connection', 'close');
        return sendEnvelope(res, 'PAYLOAD_TOO_LARGE', language);
      }
      if (error instanceof MalformedBodyError) return sendEnvelope(res, 'BAD_REQUEST', language);
      throw error;
    }

    const { unit, run } = COMMANDS[command];
    if (occupied.has(unit)) return sendEnvelope(res, 'DEVICE_BUSY', language);
    occupied.add(unit);
    // The unit stays occupied until the device itself answers, even after the helper has stopped waiting.
    const work = run(device);
    work.then(
      () => occupied.delete(unit),
      () => occupied.delete(unit),
    );
    let data: unknown;
    try {
      data = await withTimeout(work, config.deviceTimeoutMs);
    } catch (error) {
      log(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
      return sendEnvelope(res, faultCode(error), language);
    }
    sendEnvelope(res, 'OK', language, data);
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    const language = pickLanguage(req.headers['accept-language']);
    res.on('finish', () => {
      // Method and path only: request bodies and answers may carry identity data and are never logged.
      const path = (req.url ?? '')
        .split('?')[0]!
        .replace(/[^\x21-\x7e]/g, '?')
        .slice(0, 100);
      log(`${req.method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`);
    });
    route(req, res, language).catch((error: unknown) => {
      log(`unexpected error: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendEnvelope(res, 'INTERNAL_ERROR', language);
      else res.destroy();
    });
  };
}

/** Starts the helper on config.host:config.port with the given device. */
export async function startBridge(config: BridgeConfig, device: Device, log: Log = () => {}): Promise<RunningBridge> {
  const server: Server = createServer(createHandler(config, device, log));
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  let closing: Promise<void> | undefined;
  const close = (graceMs = SHUTDOWN_GRACE_MS): Promise<void> => {
    closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(force);
      await device.close();
    })();
    return closing;
  };

  return { url: `http://${host}:${port}`, port, close };
}
