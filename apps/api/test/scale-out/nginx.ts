import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NGINX = '/usr/sbin/nginx';
/** The shipped configuration (docker-compose.yml's proxy runs the same file). */
const TEMPLATE = join(import.meta.dirname, '../../../../deploy/nginx/cvap.conf.template');

export interface AccessLogLine {
  probe: string;
  method: string;
  uri: string;
  status: number;
  /** Every instance nginx tried, in order ("127.0.0.1:1, 127.0.0.1:2" when it went on to the next). */
  upstreams: string[];
}

export interface NginxProcess {
  url: string;
  /** The master process (its workers are its children). */
  pid: number;
  /** The access log so far: one entry per request, with the X-Probe header the test sent. */
  accessLog(): AccessLogLine[];
  errorLog(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The shipped template with its three placeholders filled in; refuses a placeholder it does not know. */
function shippedConfig(listen: string, upstreams: [string, string]): string {
  const values: Record<string, string> = { CVAP_LISTEN: listen, CVAP_API_1: upstreams[0], CVAP_API_2: upstreams[1] };
  return readFileSync(TEMPLATE, 'utf8').replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx/cvap.conf.template: unknown placeholder \${${name}}`);
    return value;
  });
}

/**
 * Debian's nginx as its own process (never the system service) in front of the two API instances: a main
 * configuration in a temporary directory that includes the shipped template, logs and temp files there too.
 */
export async function startNginx(upstreams: [string, string]): Promise<NginxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'cvap-nginx-'));
  // Run as root, nginx's workers run as nobody: they must reach the directory.
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(join(dir, 'cvap.conf'), shippedConfig(`127.0.0.1:${port}`, upstreams));
  const paths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(dir, kind)};`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
events { worker_connections 512; }
http {
  log_format cvap_test '$http_x_probe|$request_method|$uri|$status|$upstream_addr';
  access_log ${join(dir, 'access.log')} cvap_test;
  ${paths.join('\n  ')}
  include ${join(dir, 'cvap.conf')};
}
`,
  );
  const child = spawn(
    NGINX,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let exited = false;
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const closed = new Promise<void>((resolve) => child.on('close', () => ((exited = true), resolve())));
  const errorLog = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  for (const deadline = Date.now() + 10_000; !(await accepts(port)); await new Promise((r) => setTimeout(r, 50))) {
    if (exited || Date.now() > deadline) throw new Error(`nginx did not start:\n${output}\n${errorLog()}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    errorLog,
    accessLog() {
      if (!existsSync(join(dir, 'access.log'))) return [];
      return readFileSync(join(dir, 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [probe = '', method = '', uri = '', status = '', upstream = ''] = line.split('|');
          return { probe, method, uri, status: Number(status), upstreams: upstream.split(/,\s*/).filter((u) => u && u !== '-') };
        });
    },
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await closed;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
