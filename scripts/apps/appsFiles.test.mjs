import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import YAML from 'yaml';
import appsManifest from '../../packages/build-config/apps.js';
import { ROOT } from './apps.mjs';
import { APP_NAMES_FILE, PACKAGE_FILE, TEMPLATES, WEB_DEFAULTS_FILE, appsFiles, fillTemplate } from './appsFiles.mjs';
import { K8S_ROOT, OVERLAYS, render, validate } from '../k8s/k8s.mjs';

describe('the apps manifest', () => {
  it('gives every app a port of its own and the shell first', () => {
    const apps = appsManifest.readApps({});
    const ports = [...apps.web.map((app) => app.port), apps.apiPort, apps.mailSmtpPort, apps.mailWebPort];
    assert.equal(new Set(ports).size, ports.length);
    assert.equal(apps.web[0], apps.shell);
    assert.deepEqual(apps.remotes.map((app) => app.name), ['marketing', 'intake', 'portal', 'admin']);
    for (const app of apps.web) assert.ok(fs.existsSync(path.join(ROOT, app.workspace, 'webpack.config.js')), app.workspace);
  });

  it('moves every port by FRC_PORT_OFFSET, for a second stack, and refuses an offset that is not a number', () => {
    const base = appsManifest.readApps({});
    const moved = appsManifest.readApps({ FRC_PORT_OFFSET: '10000' });
    assert.deepEqual(moved.web.map((app) => app.port), base.web.map((app) => app.port + 10000));
    assert.equal(moved.apiPort, base.apiPort + 10000);
    assert.equal(moved.mailWebPort, base.mailWebPort + 10000);
    assert.equal(appsManifest.defaultRemoteMap({ FRC_PORT_OFFSET: '10000' }).intake, `http://localhost:${base.remotes[1].port + 10000}/mf-manifest.json`);
    assert.throws(() => appsManifest.readApps({ FRC_PORT_OFFSET: '-5' }), /FRC_PORT_OFFSET/);
    assert.throws(() => appsManifest.readApps({ FRC_PORT_OFFSET: '70000' }), /FRC_PORT_OFFSET/);
  });

  it('fills a template with its ports and origins, and refuses a value it does not have', () => {
    const intake = appsManifest.readApps({}).remotes.find((app) => app.name === 'intake');
    assert.equal(fillTemplate('ports: ["{{intake.port}}:8080"] at {{intake.origin}}'), `ports: ["${intake.port}:8080"] at ${intake.origin}`);
    assert.throws(() => fillTemplate('{{billing.port}}'), /billing\.port/);
  });

  it('repeats a block once per remote, or per remote with public pages, and names the remotes in a list', () => {
    const template = 'volumes:\n  {{#remotes}}\n  - {{remote.name}}:{{remote.port}} as REMOTE_{{remote.NAME}}\n  {{/remotes}}\npublic:\n  {{#publicRemotes}}\n  - {{remote.origin}}\n  {{/publicRemotes}}\nafter: [{{remoteNames}}] {{remoteWords}}\n';
    const { remotes } = appsManifest.readApps({});
    assert.equal(
      fillTemplate(template),
      [
        'volumes:',
        ...remotes.map((app) => `  - ${app.name}:${app.port} as REMOTE_${app.name.toUpperCase()}`),
        'public:',
        ...remotes.filter((app) => app.publicPages).map((app) => `  - ${app.origin}`),
        `after: [${remotes.map((app) => app.name).join(', ')}] ${remotes.map((app) => app.name).join(' ')}`,
        '',
      ].join('\n'),
    );
    assert.throws(() => fillTemplate('{{#billing}}\nx\n{{/billing}}\n'), /billing/);
    assert.throws(() => fillTemplate('{{#remotes}}\n{{remote.colour}}\n{{/remotes}}\n'), /remote\.colour/);
  });

  it('is what the checked-in generated files say (npm run generate:apps writes them)', () => {
    for (const { file, content } of appsFiles()) assert.equal(fs.readFileSync(path.join(ROOT, file), 'utf8'), content, `${file}: run npm run generate:apps`);
  });
});

// A new remote is a line of apps.json and its own workspace: the generator, run in a copy of the repository's files
// it reads, writes everything else that must name it, and what it writes lints, type-checks and parses.
describe('a remote added to apps.json alone', () => {
  const REPORTS = { name: 'reports', workspace: 'mf-reports', port: 3005 };
  const GENERATOR = ['apps.json', 'package.json', 'scripts/apps/generate-apps.mjs', 'scripts/apps/apps.mjs', 'scripts/apps/appsFiles.mjs', 'packages/build-config/apps.js'];
  let copy;
  let generated;

  before(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-apps-'));
    for (const file of [...GENERATOR, ...TEMPLATES.map(({ template }) => template), K8S_ROOT]) fs.cpSync(path.join(ROOT, file), path.join(copy, file), { recursive: true });
    const manifestFile = path.join(copy, 'apps.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.web.push(REPORTS);
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    const run = spawnSync(process.execPath, ['scripts/apps/generate-apps.mjs'], { cwd: copy, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    generated = run.stdout.match(/^wrote (.+)$/gm).map((line) => line.slice('wrote '.length));
    const check = spawnSync(process.execPath, ['scripts/apps/generate-apps.mjs', '--check'], { cwd: copy, encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr);
  });
  after(() => fs.rmSync(copy, { recursive: true, force: true }));

  const read = (file) => fs.readFileSync(path.join(copy, file), 'utf8');

  it('rewrites every generated file that lists the remotes, and each names the new one', () => {
    const listing = ['docker/compose.yaml', 'deploy/k8s/base/reports.yaml', APP_NAMES_FILE, WEB_DEFAULTS_FILE, PACKAGE_FILE];
    for (const file of listing) assert.ok(generated.includes(file), `${file} was not written`);
    for (const file of generated) assert.match(read(file), /\breports\b/, file);
    assert.deepEqual(JSON.parse(read(PACKAGE_FILE)).workspaces.slice(-3), ['mf-reports', 'api', 'e2e']);
  });

  it('gives a compose file with the remote served, published and waited for', () => {
    const compose = YAML.parse(read('docker/compose.yaml'), { merge: true });
    assert.deepEqual(compose.services.reports.ports, ['${REPORTS_PORT:-3005}:8080']);
    assert.deepEqual(compose.services.reports.volumes, ['reports-releases:/srv/releases']);
    assert.ok('reports-releases' in compose.volumes);
    assert.ok(compose.services.gate.depends_on.includes('reports'));
    assert.ok(compose.services.gate.volumes.includes('reports-releases:/releases/reports:ro'));
    assert.match(compose.services.gate.environment.REMOTE_NAMES, / reports$/);
    assert.equal(compose.services.shell.environment.REMOTE_REPORTS, '${REPORTS_ORIGIN:-http://localhost:3005}/reports/${REPORTS_VERSION:-1.0.0}/mf-manifest.json');
    // Without public pages, the shell's server reads no list of pages from it.
    assert.equal(compose.services.shell.environment.REMOTE_REPORTS_INTERNAL, undefined);
  });

  it('gives Kubernetes overlays that render and validate, with its Deployment, Service, claim, host and image', async () => {
    for (const [overlay, options] of Object.entries(OVERLAYS)) {
      const resources = render(path.join(copy, K8S_ROOT, 'overlays', overlay));
      assert.deepEqual(await validate(resources, options), [], overlay);
      const named = (kind, name) => resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
      assert.ok(named('Deployment', 'reports') && named('Service', 'reports') && named('PersistentVolumeClaim', 'reports-releases'), overlay);
      assert.ok(named('Ingress', 'frc').spec.rules.some((rule) => rule.host.startsWith('reports.')), overlay);
      assert.ok(named('ConfigMap', 'frc-config').data.REMOTE_REPORTS, overlay);
    }
    const production = render(path.join(copy, K8S_ROOT, 'overlays/production'));
    assert.equal(production.find((resource) => resource.metadata.name === 'reports' && resource.kind === 'Deployment').spec.template.spec.containers[0].image, 'registry.cleartrace-recovery.example/frc/reports:1.0.0');
  });

  it('gives the web image its default remotes', async () => {
    const defaults = await import(pathToFileURL(path.join(copy, WEB_DEFAULTS_FILE)).href);
    assert.match(defaults.DEFAULT_REMOTES, / reports$/);
    assert.doesNotMatch(defaults.DEFAULT_PUBLIC_REMOTES, /reports/);
  });

  it('gives code that lints clean where it is checked in', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of [APP_NAMES_FILE, WEB_DEFAULTS_FILE]) {
      const [result] = await eslint.lintText(read(file), { filePath: path.join(ROOT, file) });
      assert.deepEqual(result.messages, [], file);
    }
  });

  it('gives types that name it: a use of the new remote type-checks, and a name that is no remote does not', () => {
    const sources = {
      'reports.ts': "import type { RemoteName } from './appNames';\nexport const remote: RemoteName = 'reports';\nexport const port: number = __APP_PORTS__.reports;\n",
      'billing.ts': "import type { RemoteName } from './appNames';\nexport const remote: RemoteName = 'billing';\n",
    };
    for (const [file, source] of Object.entries(sources)) fs.writeFileSync(path.join(copy, 'types', file), source);
    const files = Object.keys(sources).map((file) => path.join(copy, 'types', file));
    // The ES5 library only (Record, Readonly): the whole of the default one takes seconds to load.
    const program = ts.createProgram(files, { strict: true, noEmit: true, lib: ['lib.es5.d.ts'], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] });
    const problems = files.map((file) => program.getSemanticDiagnostics(program.getSourceFile(file)).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')));
    assert.deepEqual(problems[0], []);
    assert.match(problems[1].join('\n'), /"billing"/);
  });
});
