// What scripts/ensure-postgres.mjs does, as decisions without side effects (tested by postgres-setup.test.mjs).

export const PG_HOST = '127.0.0.1';
export const PG_PORT = 5432;
/** The line that lets the tests connect as postgres over TCP from this machine without a password. */
export const TRUST_LINE = `host all postgres ${PG_HOST}/32 trust`;

/**
 * The steps that make PostgreSQL answer on 127.0.0.1:5432: nothing when it answers; as root, install Debian's
 * `postgresql` when no version is installed, create the "main" cluster if it is missing, let postgres in by trust and
 * start it; not root, refuse with the commands to run. `versions` are the installed major versions (/etc/postgresql),
 * `clusters` the versions that have a "main" cluster.
 */
export function postgresPlan({ answering, root, versions, clusters }) {
  if (answering) return { action: 'none', steps: [] };
  const version = newest(versions);
  const steps = [];
  if (version === null) steps.push({ step: 'install', packages: ['postgresql'] });
  if (version === null || !clusters.includes(version)) steps.push({ step: 'create-cluster', version });
  steps.push({ step: 'trust', version }, { step: 'start', version });
  if (root) return { action: 'run', steps };
  return { action: 'refuse', steps, commands: steps.map(commandOf) };
}

/** The newest major version, by number ("9.6" < "15" < "16"); null without any. */
export function newest(versions) {
  const sorted = [...versions].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return sorted.at(-1) ?? null;
}

const V = (version) => version ?? '<version>';

/** The shell command a user without root runs for one step. */
export function commandOf({ step, packages, version }) {
  switch (step) {
    case 'install':
      return `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
    case 'create-cluster':
      return `sudo pg_createcluster --port ${PG_PORT} ${V(version)} main`;
    case 'trust':
      return `sudo sed -i '1i ${TRUST_LINE}' /etc/postgresql/${V(version)}/main/pg_hba.conf`;
    case 'start':
      return `sudo pg_ctlcluster ${V(version)} main start`;
    default:
      throw new Error(`unknown step ${step}`);
  }
}

/**
 * pg_hba.conf with the trust line first (the first matching line wins), unchanged when it is already first among
 * the uncommented lines.
 */
export function withTrustLine(hba) {
  const lines = hba.split('\n');
  const first = lines.find((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  if (first !== undefined && first.trim().split(/\s+/).join(' ') === TRUST_LINE) return hba;
  return `${TRUST_LINE}\n${hba}`;
}
