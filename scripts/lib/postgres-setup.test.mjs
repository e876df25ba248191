// What scripts/ensure-postgres.mjs decides (node --test scripts/lib/postgres-setup.test.mjs; part of `pnpm test`).
// Nothing is installed or started here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newest, postgresPlan, TRUST_LINE, withTrustLine } from './postgres-setup.mjs';

test('does nothing when PostgreSQL answers, root or not, installed or not', () => {
  for (const root of [true, false])
    assert.deepEqual(postgresPlan({ answering: true, root, versions: [], clusters: [] }), { action: 'none', steps: [] });
});

test('as root on a machine without PostgreSQL: installs postgresql, creates the cluster, trusts postgres, starts', () => {
  const plan = postgresPlan({ answering: false, root: true, versions: [], clusters: [] });
  assert.equal(plan.action, 'run');
  assert.deepEqual(
    plan.steps.map((s) => s.step),
    ['install', 'create-cluster', 'trust', 'start'],
  );
  assert.deepEqual(plan.steps[0].packages, ['postgresql']);
});

test('as root with an installed, stopped cluster: trusts postgres and starts the newest version, installs nothing', () => {
  const plan = postgresPlan({ answering: false, root: true, versions: ['9.6', '16', '15'], clusters: ['9.6', '16', '15'] });
  assert.deepEqual(plan.steps, [
    { step: 'trust', version: '16' },
    { step: 'start', version: '16' },
  ]);
});

test('as root with the package but no main cluster: creates it before starting', () => {
  const plan = postgresPlan({ answering: false, root: true, versions: ['15'], clusters: [] });
  assert.deepEqual(
    plan.steps.map((s) => s.step),
    ['create-cluster', 'trust', 'start'],
  );
});

test('not root: refuses with the commands to run, apt-get first when PostgreSQL is missing', () => {
  const plan = postgresPlan({ answering: false, root: false, versions: [], clusters: [] });
  assert.equal(plan.action, 'refuse');
  assert.match(plan.commands[0], /^sudo apt-get update && sudo apt-get install -y postgresql$/);
  assert.match(plan.commands.at(-1), /pg_ctlcluster <version> main start/);
  const installed = postgresPlan({ answering: false, root: false, versions: ['15'], clusters: ['15'] });
  assert.deepEqual(installed.commands, [
    `sudo sed -i '1i ${TRUST_LINE}' /etc/postgresql/15/main/pg_hba.conf`,
    'sudo pg_ctlcluster 15 main start',
  ]);
});

test('puts the trust line first in pg_hba.conf once', () => {
  const hba = '# comment\nlocal all postgres peer\nhost all all 127.0.0.1/32 scram-sha-256\n';
  const trusted = withTrustLine(hba);
  assert.equal(trusted, `${TRUST_LINE}\n${hba}`);
  assert.equal(withTrustLine(trusted), trusted);
  assert.equal(
    withTrustLine(`# header\n\nhost  all  postgres  127.0.0.1/32  trust\n`),
    `# header\n\nhost  all  postgres  127.0.0.1/32  trust\n`,
  );
});

test('orders major versions by number', () => {
  assert.equal(newest(['9.6', '10', '16', '15']), '16');
  assert.equal(newest([]), null);
});
