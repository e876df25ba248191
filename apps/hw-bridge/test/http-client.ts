import { request } from 'node:http';

export interface Reply {
  httpStatus: number;
  headers: Record<string, string | string[] | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read whatever payload the helper answered
  body: { status: number; message: string; data: any } | undefined;
  elapsedMs: number;
}

/** One real HTTP request to a running helper (node:http, so Origin can be set like a browser would). */
export function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { origin?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.origin) headers.Origin = options.origin;
  if (options.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(options.body));
  }
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          httpStatus: res.statusCode ?? 0,
          headers: res.headers,
          body: text ? JSON.parse(text) : undefined,
          elapsedMs: performance.now() - started,
        });
      });
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
