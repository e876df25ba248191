import { Access, Codes, codeMessage, TASK_WS_PATH, TaskClientMessageSchema, type CodeName, type TaskServerMessage } from '@cvap/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { authenticateToken } from '../auth/authenticate.js';
import type { AuthContext } from '../auth/types.js';
import { AppError } from '../lib/errors.js';

export interface TaskSocketOptions {
  allowedOrigins: string[];
  /** The first message must authenticate within this time. */
  authTimeoutMs: number;
  /** How often an open connection's session is checked again (logout, password change, freeze end it). */
  recheckMs: number;
}

const POLICY_VIOLATION = 1008;
const MAX_MESSAGE_BYTES = 8192;

/** Same origin as the Host the browser addressed, or one of ALLOWED_ORIGINS. A missing Origin is refused. */
export function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export async function taskSocketRoutes(app: FastifyInstance, options: TaskSocketOptions): Promise<void> {
  // Registered in this route's own context: @fastify/websocket adds an onRequest and an onResponse hook to every
  // route of the context it is registered in, which the rest of the API has no use for.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  // Every authenticated socket's session check. Re-run whenever authentication data changed on any instance
  // (the auth cache's change signals: database triggers, LISTEN/NOTIFY between instances), so logout, a
  // password change, a freeze or a disabled account end the socket at once, not at the next periodic check.
  const checks = new Set<() => Promise<boolean>>();
  let recheckPending = false;
  const stopWatching = app.authCache.watch(() => {
    if (recheckPending || checks.size === 0) return;
    recheckPending = true;
    setImmediate(() => {
      recheckPending = false;
      for (const check of checks) void check();
    });
  });
  app.addHook('onClose', async () => {
    stopWatching();
  });
  app.get(
    TASK_WS_PATH,
    {
      websocket: true,
      // Authentication happens in-band (browsers cannot set headers on a WebSocket; a token in the URL leaks).
      config: { access: Access.PUBLIC, kiosk: true },
      schema: { hide: true },
      onRequest: async (request) => {
        if (!originAllowed(request, options.allowedOrigins)) throw new AppError('ORIGIN_FORBIDDEN');
      },
    },
    (socket: WebSocket, request) => {
      const language = request.language;
      const send = (message: TaskServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const refuse = (code: CodeName) => {
        send({ type: 'error', status: Codes[code].status, message: codeMessage(code, language) });
        socket.close(POLICY_VIOLATION, String(Codes[code].status));
      };
      let auth: AuthContext | null = null;
      let token = '';
      let detach: (() => void) | null = null;
      let recheck: NodeJS.Timeout | null = null;
      let authenticating = false;
      let checking: Promise<boolean> | null = null;

      const authTimer = setTimeout(() => refuse('TOKEN_INVALID'), options.authTimeoutMs);

      const authenticate = async (): Promise<boolean> => {
        try {
          auth = await authenticateToken({ orm: app.db.orm, cache: app.authCache }, app.config.jwt.value, token);
          return true;
        } catch (error) {
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'task socket authentication failed');
          refuse(error instanceof AppError ? error.code : 'INTERNAL_ERROR');
          return false;
        }
      };
      // One check at a time; a change signalled during a check is looked at by a check started after it.
      let again = false;
      const check = (): Promise<boolean> => {
        if (checking) {
          again = true;
          return checking;
        }
        checking = authenticate().then((ok) => {
          checking = null;
          if (ok && again && socket.readyState === socket.OPEN) {
            again = false;
            return check();
          }
          return ok;
        });
        return checking;
      };

      socket.on('message', async (raw: Buffer, isBinary: boolean) => {
        let parsed: ReturnType<typeof TaskClientMessageSchema.safeParse>;
        try {
          parsed =
            isBinary || raw.length > MAX_MESSAGE_BYTES
              ? TaskClientMessageSchema.safeParse(null)
              : TaskClientMessageSchema.safeParse(JSON.parse(raw.toString('utf8')));
        } catch {
          parsed = TaskClientMessageSchema.safeParse(null);
        }
        if (!parsed.success)
          return auth
            ? send({ type: 'error', status: Codes.BAD_REQUEST.status, message: codeMessage('BAD_REQUEST', language) })
            : refuse('TOKEN_INVALID');
        const message = parsed.data;
        if (message.type === 'ping') return send({ type: 'pong' });
        // One identity per connection: a second auth message is a protocol error.
        if (auth || authenticating)
          return send({ type: 'error', status: Codes.BAD_REQUEST.status, message: codeMessage('BAD_REQUEST', language) });
        authenticating = true;
        token = message.token.replace(/^Bearer\s+/i, '');
        clearTimeout(authTimer);
        if (!(await check()) || socket.readyState !== socket.OPEN) return;
        detach = app.taskHub.attach(auth!.user.id, send);
        checks.add(check);
        recheck = setInterval(() => void check(), options.recheckMs);
        recheck.unref();
        send({ type: 'ready' });
      });

      socket.on('close', () => {
        checks.delete(check);
        clearTimeout(authTimer);
        if (recheck) clearInterval(recheck);
        detach?.();
      });
    },
  );
}
