import { request as httpRequest } from 'node:http';

export interface ProxiedAnswer {
  /** 0 when the transport failed (refused, reset, no answer in 10 s). */
  http: number;
  status: number | null;
  data: unknown;
  startedAt: number;
  endedAt: number;
}

export interface SendOptions {
  /**
   * The client's own address, on the loopback range: nginx passes it on as X-Forwarded-For and the API (trusting
   * the proxy) counts its limits on it, so each test is its own client.
   */
  from: string;
  /** Written to nginx's access log, to tell which instance served which request. */
  probe?: string;
  token?: string;
  body?: unknown;
}

function parseEnvelope(text: string): { status?: number; data?: unknown } | null {
  try {
    return JSON.parse(text) as { status?: number; data?: unknown };
  } catch {
    return null;
  }
}

export interface BytesAnswer {
  /** 0 when the transport failed. */
  http: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with a raw body (an upload) or a raw answer (a download), from a given loopback address. */
export function sendBytes(
  base: string,
  method: string,
  path: string,
  options: Omit<SendOptions, 'body'> & { headers?: Record<string, string>; body?: Buffer },
): Promise<BytesAnswer> {
  const headers: Record<string, string> = {
    'accept-language': 'en',
    ...(options.probe ? { 'x-probe': options.probe } : {}),
    ...(options.token ? { authorization: options.token } : {}),
    ...options.headers,
  };
  return new Promise((resolve) => {
    const failed = () => resolve({ http: 0, headers: {}, body: Buffer.alloc(0) });
    const req = httpRequest(`${base}${path}`, { method, headers, localAddress: options.from, agent: false, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', failed);
      res.on('end', () => resolve({ http: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', failed);
    req.end(options.body);
  });
}

/** One HTTP request through the proxy, from a given loopback address, on a fresh connection; a JSON envelope back. */
export async function send(base: string, method: string, path: string, options: SendOptions): Promise<ProxiedAnswer> {
  const startedAt = Date.now();
  const body = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  const answer = await sendBytes(base, method, path, {
    ...options,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body,
  });
  const json = answer.http === 0 ? null : parseEnvelope(answer.body.toString('utf8'));
  return { http: answer.http, status: json?.status ?? null, data: json?.data ?? null, startedAt, endedAt: Date.now() };
}
