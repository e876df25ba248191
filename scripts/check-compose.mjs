#!/usr/bin/env node
// Static check of docker-compose.yml, the Dockerfile and .dockerignore: no Docker engine runs on the build
// machines, so this asserts what `docker compose up --build` relies on. Part of `pnpm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './lib/stack-env.mjs';

// Another checkout can be checked by passing its path (used to try the checks on broken copies).
const ROOT = process.argv[2] ? resolve(process.argv[2]) : REPO_ROOT;

const failures = [];
let passed = 0;
function check(condition, description) {
  if (condition) passed++;
  else failures.push(description);
}

const read = (file) => readFileSync(join(ROOT, file), 'utf8');
const readJson = (file) => JSON.parse(read(file));

// ---- docker-compose.yml ------------------------------------------------------------------------------

/** Compose's `${NAME:-default}` / `${NAME-default}` / `${NAME}` interpolation, with the defaults (no env). */
function interpolate(value) {
  if (typeof value !== 'string') return value;
  return value.replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_, _name, fallback) => fallback ?? '');
}

/** Environment as a plain object, whether written as a map or as a list of NAME=value. */
function environmentOf(service) {
  const env = service.environment ?? {};
  const entries = Array.isArray(env) ? env.map((line) => line.split(/=(.*)/s).slice(0, 2)) : Object.entries(env);
  return Object.fromEntries(entries.map(([k, v]) => [k, interpolate(v == null ? '' : String(v))]));
}

/** Container ports published by a service ("host:container", "ip:host:container" or long syntax). */
function containerPorts(service) {
  return (service.ports ?? []).map((p) => (typeof p === 'object' ? Number(p.target) : Number(String(p).split(':').pop().split('/')[0])));
}

function healthcheckText(service) {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : String(test ?? '');
}

const compose = parse(read('docker-compose.yml'), { merge: true });
const services = compose.services ?? {};
check(
  ['postgres', 'api', 'hw-bridge'].every((name) => name in services),
  'services postgres, api and hw-bridge are defined',
);

const { postgres = {}, api = {}, 'hw-bridge': bridge = {} } = services;
const declaredVolumes = Object.keys(compose.volumes ?? {});
function namedVolumeMountedAt(service, target) {
  return (service.volumes ?? []).some((v) => {
    const [source, mountPoint] = typeof v === 'string' ? v.split(':') : [v.source, v.target];
    return mountPoint === target && declaredVolumes.includes(source);
  });
}

// postgres
const pgEnv = environmentOf(postgres);
check(/^postgres:15(\.|-|$)/.test(postgres.image ?? ''), 'postgres uses the postgres:15 image');
check(/pg_isready/.test(healthcheckText(postgres)), 'postgres has a pg_isready healthcheck');
check(namedVolumeMountedAt(postgres, '/var/lib/postgresql/data'), 'postgres keeps its data in a declared named volume');
check(pgEnv.POSTGRES_USER && pgEnv.POSTGRES_DB && pgEnv.POSTGRES_PASSWORD, 'postgres sets user, database and password');

// api
const apiEnv = environmentOf(api);
const apiPort = Number(apiEnv.PORT);
check(api.build && (api.build.context ?? api.build) === '.', 'api is built from the repository root');
const dockerfileName = api.build?.dockerfile ?? 'Dockerfile';
check(existsSync(join(ROOT, dockerfileName)), `api's Dockerfile (${dockerfileName}) exists`);
check(JSON.stringify(api.command ?? []).includes('apps/api/dist/main.js'), 'api runs node apps/api/dist/main.js');
check(apiEnv.CVAP_MODE === 'demo', 'api runs in demo mode');
check(apiPort === 8080, 'api listens on PORT 8080');
check(containerPorts(api).includes(apiPort), 'api publishes its PORT');
check(namedVolumeMountedAt(api, '/app/data'), 'api keeps /app/data in a declared named volume');
check(api.depends_on?.postgres?.condition === 'service_healthy', 'api waits for postgres to be healthy');
check(healthcheckText(api).includes(`:${apiPort}/api/health`), 'api healthcheck calls /api/health on its PORT');
let databaseUrl;
try {
  databaseUrl = new URL(apiEnv.DATABASE_URL);
} catch {
  databaseUrl = undefined;
}
check(
  databaseUrl?.protocol.startsWith('postgres') &&
    databaseUrl.hostname === 'postgres' &&
    (databaseUrl.port || '5432') === '5432' &&
    decodeURIComponent(databaseUrl.username) === pgEnv.POSTGRES_USER &&
    decodeURIComponent(databaseUrl.password) === pgEnv.POSTGRES_PASSWORD &&
    databaseUrl.pathname === `/${pgEnv.POSTGRES_DB}`,
  "api's DATABASE_URL points at the postgres service with its user, password and database",
);

// hw-bridge
const bridgeEnv = environmentOf(bridge);
const bridgePort = Number(bridgeEnv.HW_BRIDGE_PORT || 9090);
check(
  (bridge.build?.context ?? bridge.build) === '.' || (bridge.image && bridge.image === api.image),
  'hw-bridge uses the same image as the api',
);
check(JSON.stringify(bridge.command ?? []).includes('apps/hw-bridge/dist/main.js'), 'hw-bridge runs node apps/hw-bridge/dist/main.js');
check(bridgeEnv.HW_BRIDGE_HOST === '0.0.0.0', 'hw-bridge binds 0.0.0.0 inside its container');
check(bridgePort === 9090 && containerPorts(bridge).includes(bridgePort), 'hw-bridge publishes port 9090');
check(healthcheckText(bridge).includes(`:${bridgePort}/health`), 'hw-bridge healthcheck calls /health on its port');
check(
  (bridgeEnv.HW_BRIDGE_ALLOWED_ORIGINS ?? 'http://localhost:8080').split(',').includes(`http://localhost:${apiPort}`),
  "hw-bridge allows the console's origin",
);

// door-sim: the API reaches it on the compose network; both hold the same gateway token.
const doorSim = services['door-sim'] ?? {};
const doorSimEnv = environmentOf(doorSim);
const doorSimPort = Number(doorSimEnv.DOOR_SIM_PORT || 9290);
check('door-sim' in services, 'service door-sim is defined');
check(doorSim.image === api.image || (doorSim.build?.context ?? doorSim.build) === '.', 'door-sim uses the same image as the api');
check(JSON.stringify(doorSim.command ?? []).includes('apps/door-sim/dist/main.js'), 'door-sim runs node apps/door-sim/dist/main.js');
check(doorSimEnv.DOOR_SIM_HOST === '0.0.0.0', 'door-sim binds 0.0.0.0 inside its container');
check(healthcheckText(doorSim).includes(`:${doorSimPort}/health`), 'door-sim healthcheck calls /health on its port');
check(apiEnv.DOOR_SIM_URL === `http://door-sim:${doorSimPort}`, "api's DOOR_SIM_URL points at the door-sim service");
check(doorSimEnv.DOOR_SIM_API_URL === `http://api:${apiPort}`, "door-sim's DOOR_SIM_API_URL points at the api service");
check(
  Boolean(apiEnv.DOOR_GATEWAY_TOKEN) &&
    apiEnv.DOOR_GATEWAY_TOKEN.length >= 16 &&
    apiEnv.DOOR_GATEWAY_TOKEN === doorSimEnv.DOOR_GATEWAY_TOKEN,
  'api and door-sim share a DOOR_GATEWAY_TOKEN of at least 16 characters',
);

// ---- profile scale-out: nginx in front of two API replicas, PostgreSQL, MinIO --------------------------

const SCALE_OUT = ['proxy', 'api-1', 'api-2', 'minio', 'minio-bucket'];
const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION', 'S3_FORCE_PATH_STYLE'];
for (const name of SCALE_OUT) {
  check((services[name]?.profiles ?? []).includes('scale-out'), `service ${name} is defined in profile scale-out`);
}
const proxy = services.proxy ?? {};
const replicas = ['api-1', 'api-2'].map((name) => ({ name, service: services[name] ?? {} }));
check(
  SCALE_OUT.filter((name) => name !== 'proxy').every((name) => (services[name]?.ports ?? []).length === 0),
  'in profile scale-out only the proxy publishes a port',
);

// The proxy runs the shipped template, every placeholder of which its environment fills.
const proxyEnv = environmentOf(proxy);
const templateMount = (proxy.volumes ?? [])
  .map((v) => (typeof v === 'string' ? v.split(':') : [v.source, v.target]))
  .find(([, target]) => /^\/etc\/nginx\/templates\/[^/]+\.template$/.test(target ?? ''));
check(/^nginx(:|$)/.test(proxy.image ?? ''), 'proxy uses the nginx image');
check(templateMount?.[0] === './deploy/nginx/cvap.conf.template', 'proxy mounts deploy/nginx/cvap.conf.template as an nginx template');
const template = existsSync(join(ROOT, 'deploy/nginx/cvap.conf.template')) ? read('deploy/nginx/cvap.conf.template') : '';
const placeholders = [...new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]))];
check(
  placeholders.length > 0 && placeholders.every((name) => proxyEnv[name]),
  "proxy's environment fills every placeholder of the template",
);
for (const [n, { name, service }] of replicas.entries()) {
  const port = Number(environmentOf(service).PORT);
  check(proxyEnv[`CVAP_API_${n + 1}`] === `${name}:${port}`, `proxy's CVAP_API_${n + 1} points at ${name} on its PORT`);
  check(proxy.depends_on?.[name]?.condition === 'service_healthy', `proxy waits for ${name} to be healthy`);
}
check(containerPorts(proxy).includes(Number(proxyEnv.CVAP_LISTEN)), 'proxy publishes the port it listens on');
check(/\/api\/health/.test(healthcheckText(proxy)), 'proxy healthcheck calls /api/health through itself');
for (const [directive, what] of [
  [/proxy_set_header\s+Upgrade\s+\$http_upgrade/, 'passes WebSocket upgrades (Upgrade)'],
  [/proxy_set_header\s+Connection\s+\$\w+/, 'passes WebSocket upgrades (Connection)'],
  [/proxy_set_header\s+X-Forwarded-For\s/, 'sets X-Forwarded-For'],
  [/proxy_next_upstream\s+error\s+timeout\s*;/, 'moves to the next instance on error or timeout only'],
]) {
  check(directive.test(template), `the nginx template ${what}`);
}

// The replicas: the api's image and database, one shared JWT secret, trusting the proxy's network, S3 in MinIO.
const edgeNetworks = Object.entries(compose.networks ?? {}).map(([name, network]) => ({
  name,
  subnets: (network?.ipam?.config ?? []).map((c) => c.subnet),
}));
const proxyNetworks = Array.isArray(proxy.networks) ? proxy.networks : Object.keys(proxy.networks ?? {});
const proxySubnets = edgeNetworks.filter((network) => proxyNetworks.includes(network.name)).flatMap((network) => network.subnets);
const replicaEnvs = replicas.map(({ service }) => environmentOf(service));
for (const [n, { name, service }] of replicas.entries()) {
  const env = replicaEnvs[n];
  check(service.image === api.image, `${name} uses the same image as the api`);
  check(JSON.stringify(service.command ?? []).includes('apps/api/dist/main.js'), `${name} runs node apps/api/dist/main.js`);
  check(env.DATABASE_URL === apiEnv.DATABASE_URL, `${name} uses the api's DATABASE_URL`);
  check(healthcheckText(service).includes(`:${env.PORT}/api/health`), `${name} healthcheck calls /api/health on its PORT`);
  check(env.TRUST_PROXY && proxySubnets.includes(env.TRUST_PROXY), `${name} trusts X-Forwarded-For from the proxy's network only`);
  const serviceNetworks = Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});
  check(
    proxyNetworks.every((network) => serviceNetworks.includes(network)),
    `${name} is on the proxy's network`,
  );
  check(service.depends_on?.postgres?.condition === 'service_healthy', `${name} waits for postgres to be healthy`);
  check(service.depends_on?.['minio-bucket']?.condition === 'service_completed_successfully', `${name} waits for the bucket to exist`);
  check(
    S3_VARIABLES.every((variable) => env[variable]),
    `${name} sets ${S3_VARIABLES.join(', ')}`,
  );
  check(new URL(env.S3_ENDPOINT || 'http://x').hostname === 'minio', `${name}'s S3_ENDPOINT points at the minio service`);
}
check(
  replicaEnvs[0].JWT_SECRET && replicaEnvs[0].JWT_SECRET.length >= 32 && replicaEnvs[0].JWT_SECRET === replicaEnvs[1].JWT_SECRET,
  'the API replicas share one JWT_SECRET of at least 32 characters',
);
const minio = services.minio ?? {};
const minioEnv = environmentOf(minio);
const bucket = services['minio-bucket'] ?? {};
check(
  /^minio\/minio(:|$)/.test(minio.image ?? '') && /mc ready/.test(healthcheckText(minio)),
  'minio runs minio/minio with a readiness healthcheck',
);
check(
  replicaEnvs[0].S3_ACCESS_KEY_ID === minioEnv.MINIO_ROOT_USER && replicaEnvs[0].S3_SECRET_ACCESS_KEY === minioEnv.MINIO_ROOT_PASSWORD,
  "the replicas' S3 keys are minio's credentials",
);
check(
  /^minio\/mc(:|$)/.test(bucket.image ?? '') &&
    /mc mb --ignore-existing/.test(JSON.stringify(bucket.entrypoint ?? bucket.command ?? '')) &&
    bucket.depends_on?.minio?.condition === 'service_healthy' &&
    environmentOf(bucket).S3_BUCKET === replicaEnvs[0].S3_BUCKET,
  "minio-bucket creates the replicas' S3_BUCKET once minio is healthy",
);

// The files the commands run are what the packages build.
for (const [pkgDir, entry] of [
  ['apps/api', 'dist/main.js'],
  ['apps/hw-bridge', 'dist/main.js'],
  ['apps/door-sim', 'dist/main.js'],
]) {
  const pkg = readJson(`${pkgDir}/package.json`);
  check(pkg.main === entry && /tsc/.test(pkg.scripts?.build ?? ''), `${pkgDir} builds ${entry} (package.json main and build script)`);
  check(existsSync(join(ROOT, pkgDir, 'src/main.ts')), `${pkgDir}/src/main.ts exists`);
}

// ---- Dockerfile --------------------------------------------------------------------------------------

/** Instructions with continuation lines joined and comments dropped. */
function dockerInstructions(text) {
  const joined = text.replace(/\\\r?\n/g, ' ');
  return joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** .dockerignore patterns as matchers (`**`, `*`, `?`, and `!` exceptions; the last match wins). */
function dockerIgnore(text) {
  const rules = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = posix.normalize(line.replace(/^!/, '').replace(/^\/+/, ''));
      const source = pattern
        .split(/(\*\*\/?|\*|\?)/)
        .map((part) => ({ '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*', '?': '[^/]' })[part] ?? part.replace(/[.+^${}()|[\]\\]/g, '\\$&'))
        .join('');
      return { negate, regex: new RegExp(`^${source}(?:/.*)?$`) };
    });
  return (path) => rules.reduce((ignored, rule) => (rule.regex.test(path) ? !rule.negate : ignored), false);
}

const dockerfile = dockerInstructions(read(dockerfileName));
const isIgnored = dockerIgnore(existsSync(join(ROOT, '.dockerignore')) ? read('.dockerignore') : '');
const froms = dockerfile.filter((i) => i.keyword === 'FROM');
check(froms.length >= 2 && froms.every((i) => /^node:20[.-]/.test(i.args)), 'Dockerfile is multi-stage on node:20 images');
const runs = dockerfile.filter((i) => i.keyword === 'RUN').map((i) => i.args);
check(
  runs.some((r) => r.includes('pnpm@10.34.9')),
  'Dockerfile installs pnpm 10.34.9',
);
const installIndex = dockerfile.findIndex((i) => i.keyword === 'RUN' && /pnpm install --frozen-lockfile(?!.*--prod)/.test(i.args));
const buildIndex = dockerfile.findIndex((i) => i.keyword === 'RUN' && /\bpnpm (run )?build\b/.test(i.args));
check(installIndex >= 0, 'Dockerfile runs pnpm install --frozen-lockfile');
check(buildIndex > installIndex, 'Dockerfile runs pnpm build after installing');

const stages = new Set(froms.map((i) => /\bAS\s+(\S+)/i.exec(i.args)?.[1]).filter(Boolean));
const copies = dockerfile.filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD');
const copiedBeforeInstall = new Set();
copies.forEach((instruction) => {
  const words = instruction.args.split(/\s+/);
  const flags = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const sources = paths.slice(0, -1);
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
  if (from) {
    check(stages.has(from), `COPY --from=${from} names a build stage`);
    return;
  }
  for (const source of sources) {
    const path = posix.normalize(source).replace(/^\.\//, '').replace(/\/$/, '');
    check(existsSync(join(ROOT, path)), `Dockerfile COPY source exists: ${source}`);
    check(!isIgnored(path), `Dockerfile COPY source is not excluded by .dockerignore: ${source}`);
    if (dockerfile.indexOf(instruction) < installIndex) copiedBeforeInstall.add(path);
  }
});

// The frozen lockfile only matches when every workspace package's manifest is present at install time.
const workspaceDirs = parse(read('pnpm-workspace.yaml'))
  .packages.map((glob) => glob.replace(/\/\*$/, ''))
  .flatMap((dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `${dir}/${d.name}`),
  )
  .filter((dir) => existsSync(join(ROOT, dir, 'package.json')));
for (const file of ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', ...workspaceDirs.map((d) => `${d}/package.json`)]) {
  check(copiedBeforeInstall.has(file), `Dockerfile copies ${file} before pnpm install`);
}
// What `pnpm build` needs must be in the context: sources of every built package.
for (const dir of ['packages/contracts', 'apps/api', 'apps/web', 'apps/hw-bridge']) {
  check(!isIgnored(`${dir}/src`) && !isIgnored(`${dir}/package.json`), `${dir} sources are in the build context`);
}
check(
  isIgnored('node_modules') && isIgnored('apps/api/node_modules') && isIgnored('apps/web/dist'),
  '.dockerignore keeps node_modules and dist out',
);
check(!isIgnored('apps/web/public/help/help.pdf'), 'the help PDF is in the build context');
const finalCmd = dockerfile.filter((i) => i.keyword === 'CMD').pop()?.args ?? '';
check(finalCmd.includes('apps/api/dist/main.js'), 'the image runs the API by default');
check(
  dockerfile.some((i) => i.keyword === 'USER' && i.args !== 'root'),
  'the image runs as a non-root user',
);

if (failures.length > 0) {
  console.error(`check-compose: ${failures.length} of ${failures.length + passed} checks failed:`);
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  process.exit(1);
}
console.log(`check-compose: docker-compose.yml, Dockerfile and .dockerignore pass ${passed} checks`);
