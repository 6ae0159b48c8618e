import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import appsManifest from '../../packages/build-config/apps.js';
import { ROOT } from './apps.mjs';
import { appsFiles, fillTemplate } from './appsFiles.mjs';

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
    const template = 'volumes:\n  {{#remotes}}\n  - {{remote.name}}:{{remote.port}} as REMOTE_{{remote.NAME}}\n  {{/remotes}}\npublic:\n  {{#publicRemotes}}\n  - {{remote.origin}}\n  {{/publicRemotes}}\nafter: [{{remoteNames}}]\n';
    const { remotes } = appsManifest.readApps({});
    assert.equal(
      fillTemplate(template),
      [
        'volumes:',
        ...remotes.map((app) => `  - ${app.name}:${app.port} as REMOTE_${app.name.toUpperCase()}`),
        'public:',
        ...remotes.filter((app) => app.publicPages).map((app) => `  - ${app.origin}`),
        `after: [${remotes.map((app) => app.name).join(', ')}]`,
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
