// `npm run k8s:check`: deploy/k8s checked without a cluster. Renders both overlays (scripts/k8s/k8s.mjs, a
// kustomize subset), validates every resource against the Kubernetes schemas (kubernetes-models) and our rules,
// then smoke-runs the `local` overlay with `podman kube play`: one pod stands in for the cluster (PostgreSQL from
// the StatefulSet, Redis, the API and the shell from their Deployments, on one network namespace, with the overlay's
// settings, users, read-only root file systems and emptyDirs), and must answer the home page, /api/health and
// /api/health/ready through the shell's nginx, with the API counting its limits in Redis. `--offline` stops after the validation (the deploy tests of npm test run that part).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { ROOT } from '../apps/apps.mjs';
import { DNSNAME, PODMAN, imageExists, podman, podmanOutput } from '../containers/containers.mjs';
import { ensureDebianPackages, ensureNodeModules } from '../lib/ensure.mjs';
import { K8S_ROOT, OVERLAYS, render, schemaProblems, validate } from './k8s.mjs';
import { banner } from '../lib/run.mjs';
import { ensureSupportedNode } from '../lib/supportedNode.mjs';

await ensureSupportedNode();
await ensureNodeModules();

let failed = false;
const rendered = {};
for (const [name, options] of Object.entries(OVERLAYS)) {
  banner(`overlay ${name}`);
  try {
    rendered[name] = render(path.join(ROOT, K8S_ROOT, 'overlays', name));
    const problems = await validate(rendered[name], options);
    const kinds = Object.entries(Object.groupBy(rendered[name], (resource) => resource.kind)).map(([kind, list]) => `${list.length} ${kind}`);
    if (problems.length) {
      failed = true;
      for (const problem of problems) console.error(`✗ ${problem}`);
    } else {
      console.log(`✓ ${rendered[name].length} resources valid (${kinds.join(', ')})`);
    }
  } catch (error) {
    failed = true;
    console.error(`✗ ${error.message}`);
  }
}
if (failed || process.argv.includes('--offline')) process.exit(failed ? 1 : 0);

// ---- the smoke run: one pod from the local overlay -----------------------------------------------------------
banner('podman kube play (the local overlay, one pod)');
await ensureDebianPackages([PODMAN, DNSNAME]);
const SHELL_HOST_PORT = Number(process.env.FRC_K8S_SMOKE_PORT || 28080);
const resources = rendered.local;
const find = (kind, name) => resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
const configMap = find('ConfigMap', 'frc-config').data;
const secret = find('Secret', 'frc-secrets').stringData;
const members = [find('StatefulSet', 'postgres'), find('Deployment', 'redis'), find('Deployment', 'api'), find('Deployment', 'shell')];
for (const image of members.map((member) => member.spec.template.spec.containers[0].image)) {
  if (!imageExists(image)) {
    console.error(`✗ no image ${image}: build the images first (npm run images)`);
    process.exit(1);
  }
}
// One network namespace: what the Services' names reach in a cluster is on localhost here.
const localhost = (value) => value.replace(/(\/\/|@)(postgres|redis|api)(?=:\d)/g, '$1127.0.0.1');
const envOf = (container) => [
  ...(container.envFrom ?? []).flatMap((source) => Object.entries(source.configMapRef ? configMap : {}).map(([name, value]) => ({ name, value: localhost(value) }))),
  ...(container.env ?? []).map((variable) => {
    const secretRef = variable.valueFrom?.secretKeyRef;
    const configRef = variable.valueFrom?.configMapKeyRef;
    const value = secretRef ? secret[secretRef.key] : configRef ? configMap[configRef.key] : variable.value;
    return { name: variable.name, value: localhost(String(value ?? '')) };
  }),
];
const podNamePrefix = 'frc-k8s-smoke';
const volumes = [];
const containers = members.map((member) => {
  const spec = member.spec.template.spec;
  const [container] = spec.containers;
  const prefix = member.metadata.name;
  // Each container keeps its pod's user. Its volumes (claims, emptyDirs) become podman volumes, which take their
  // owner from the image as a cluster's fsGroup would make them writable.
  for (const volume of [...(spec.volumes ?? []), ...(member.spec.volumeClaimTemplates ?? []).map((template) => ({ name: template.metadata.name }))]) {
    volumes.push({ name: `${prefix}-${volume.name}`, persistentVolumeClaim: { claimName: `${podNamePrefix}-${prefix}-${volume.name}` } });
  }
  const { runAsUser, runAsGroup, runAsNonRoot } = spec.securityContext ?? {};
  // podman 4.3 mounts a volume under /run root's, whatever the image's folder is (the same trap as a tmpfs there):
  // such a folder (PostgreSQL's socket) stays in the container, whose root is then writable. A cluster's fsGroup
  // makes the emptyDir writable instead.
  const underRun = (mount) => /^\/(var\/)?run\//.test(mount.mountPath);
  const keptInContainer = (container.volumeMounts ?? []).filter(underRun);
  if (keptInContainer.length) console.log(`${prefix}: ${keptInContainer.map((mount) => mount.mountPath).join(', ')} kept in the container (podman and /run)`);
  return {
    name: prefix,
    image: container.image,
    env: envOf(container),
    ...(container.command && { command: container.command }),
    ...(prefix === 'shell' && { ports: [{ containerPort: 8080, hostPort: SHELL_HOST_PORT, hostIP: '127.0.0.1' }] }),
    securityContext: { ...container.securityContext, runAsUser, runAsGroup, runAsNonRoot, ...(keptInContainer.length && { readOnlyRootFilesystem: false }) },
    volumeMounts: (container.volumeMounts ?? []).filter((mount) => !underRun(mount)).map((mount) => ({ ...mount, name: `${prefix}-${mount.name}`, readOnly: false })),
    ...(container.livenessProbe && { livenessProbe: container.livenessProbe }),
  };
});
const podName = podNamePrefix;
const pod = { apiVersion: 'v1', kind: 'Pod', metadata: { name: podName }, spec: { containers, volumes, restartPolicy: 'OnFailure' } };
const problems = await schemaProblems([pod]);
if (problems.length) {
  console.error(`✗ the stand-in pod is not valid: ${problems.join('; ')}`);
  process.exit(1);
}
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'frc-k8s-')), 'pod.yaml');
fs.writeFileSync(file, YAML.stringify(pod));

const started = Date.now();
let ok = false;
try {
  if ((await podman(['kube', 'play', '--replace', file])) !== 0) throw new Error('podman kube play failed');
  const site = `http://127.0.0.1:${SHELL_HOST_PORT}`;
  const deadline = Date.now() + 180_000;
  let health = null;
  while (Date.now() < deadline && !health?.ok) {
    health = await fetch(`${site}/api/health`).catch(() => null);
    if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!health?.ok) throw new Error(`${site}/api/health did not answer within 180 s`);
  const ready = await fetch(`${site}/api/health/ready`);
  const home = await fetch(`${site}/`);
  const title = /<title>([^<]*)<\/title>/.exec(await home.text())?.[1];
  console.log(`/api/health ${health.status}, /api/health/ready ${ready.status}, / ${home.status} "${title}", healthy after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // The API found Redis: it says so once in its log.
  const redisUsed = (podmanOutput(['logs', `${podName}-api`]) ?? '').includes('the shared request limits are counted in Redis');
  console.log(redisUsed ? 'the API counts its per-IP limits in Redis' : '✗ the API does not count its per-IP limits in Redis');
  console.log(podmanOutput(['pod', 'ps', '--filter', `name=${podName}`, '--format', '{{.Name}} {{.Status}} {{.NumberOfContainers}} containers']));
  ok = home.ok && Boolean(title) && ready.ok && redisUsed;
} catch (error) {
  console.error(`✗ ${error.message}`);
  for (const member of members.map((resource) => resource.metadata.name)) await podman(['logs', '--tail', '15', `${podName}-${member}`]);
} finally {
  await podman(['kube', 'down', file]);
  await podman(['volume', 'rm', '--force', ...volumes.map((volume) => volume.persistentVolumeClaim.claimName)], { stdio: 'ignore' });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
console.log(ok ? '✓ the local overlay ran in podman' : '✗ the local overlay did not run in podman');
process.exit(ok ? 0 : 1);
