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

/** One HTTP request through the proxy, from a given loopback address, on a fresh connection. */
export function send(base: string, method: string, path: string, options: SendOptions): Promise<ProxiedAnswer> {
  const startedAt = Date.now();
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    'accept-language': 'en',
    ...(options.probe ? { 'x-probe': options.probe } : {}),
    ...(options.token ? { authorization: options.token } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  return new Promise((resolve) => {
    const failed = () => resolve({ http: 0, status: null, data: null, startedAt, endedAt: Date.now() });
    const req = httpRequest(`${base}${path}`, { method, headers, localAddress: options.from, agent: false, timeout: 10_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', failed);
      res.on('end', () => {
        const json = parseEnvelope(text);
        resolve({ http: res.statusCode ?? 0, status: json?.status ?? null, data: json?.data ?? null, startedAt, endedAt: Date.now() });
      });
    });
    req.on('timeout', () => req.destroy());
    req.on('error', failed);
    req.end(body);
  });
}
