// The Kubernetes manifests (deploy/k8s), rendered and validated offline as `npm run k8s:check` does, and the check
// itself failing on what it must refuse. Part of `npm run check:deploy`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../apps/apps.mjs';
import { K8S_ROOT, OVERLAYS, render, validate } from './k8s.mjs';

describe('Kubernetes manifests (deploy/k8s), checked offline as npm run k8s:check does', () => {
  for (const [name, options] of Object.entries(OVERLAYS)) {
    test(`the ${name} overlay renders and every resource is valid`, async () => {
      const resources = render(path.join(ROOT, K8S_ROOT, 'overlays', name));
      assert.deepEqual(await validate(resources, options), []);
      const api = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'api');
      assert.equal(api.spec.replicas, 2);
      assert.ok(resources.some((resource) => resource.kind === 'Job' && resource.metadata.name === 'migrate'), 'migrate');
      // The render service stays, watching the published content: one writer of the pages volume.
      const renderService = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'prerender');
      assert.equal(renderService?.spec.replicas, 1);
      assert.deepEqual(renderService.spec.template.spec.containers[0].command, ['node', 'render.mjs', '--watch']);
      assert.ok(resources.every((resource) => resource.metadata.namespace === (name === 'local' ? 'frc-local' : 'frc')));
      const database = resources.find((resource) => resource.metadata.name === 'postgres' && resource.kind !== 'Service');
      // PostgreSQL runs in the cluster locally only; production's is a managed one outside it.
      assert.equal(database?.kind, name === 'local' ? 'StatefulSet' : undefined);
    });
  }

  test("Prometheus finds each API pod's and the render watcher's metrics port by their annotations, and the Service (which nginx reaches) does not expose the API's", () => {
    for (const name of Object.keys(OVERLAYS)) {
      const resources = render(path.join(ROOT, K8S_ROOT, 'overlays', name));
      for (const [deployment, portVariable] of [['api', 'METRICS_PORT'], ['prerender', 'RENDER_METRICS_PORT']]) {
        const pods = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === deployment).spec.template;
        const [container] = pods.spec.containers;
        const metricsPort = container.ports.find((port) => port.name === 'metrics').containerPort;
        assert.deepEqual(pods.metadata.annotations, { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(metricsPort), 'prometheus.io/path': '/metrics' });
        assert.equal(container.env.find((variable) => variable.name === portVariable).value, String(metricsPort));
      }
      const service = resources.find((resource) => resource.kind === 'Service' && resource.metadata.name === 'api');
      assert.deepEqual(service.spec.ports.map((port) => port.targetPort), ['http']);
    }
  });

  test('production takes its images from the registry and leaves its Secret to the operators', () => {
    const resources = render(path.join(ROOT, K8S_ROOT, 'overlays/production'));
    const images = resources.flatMap((resource) => resource.spec?.template?.spec?.containers ?? []).map((container) => container.image);
    assert.ok(images.length >= 8);
    for (const image of images) assert.match(image, /^registry\.cleartrace-recovery\.example\/frc\/[a-z]+:1\.0\.0$/);
    assert.equal(resources.some((resource) => resource.kind === 'Secret'), false);
    // The patch of the API's resources merged into its one container, the rest of it kept.
    const [api] = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'api').spec.template.spec.containers;
    assert.equal(api.resources.limits.memory, '768Mi');
    assert.equal(api.readinessProbe.httpGet.path, '/api/health/ready');
  });

  test('production keeps documents in a bucket (keys from the Secret), Redis from the Secret, and no claim for documents', () => {
    const resources = render(path.join(ROOT, K8S_ROOT, 'overlays/production'));
    const config = resources.find((resource) => resource.kind === 'ConfigMap' && resource.metadata.name === 'frc-config').data;
    assert.match(config.DOCUMENTS_S3_BUCKET, /\S/);
    assert.match(config.DOCUMENTS_S3_REGION, /\S/);
    assert.equal('REDIS_URL' in config, false);
    const deployment = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'api');
    const [api] = deployment.spec.template.spec.containers;
    const fromSecret = (name) => api.env.find((variable) => variable.name === name)?.valueFrom?.secretKeyRef?.name;
    for (const name of ['REDIS_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) assert.equal(fromSecret(name), 'frc-secrets', name);
    assert.equal(resources.some((resource) => resource.kind === 'PersistentVolumeClaim' && resource.metadata.name === 'documents'), false);
    assert.equal(resources.some((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'redis'), false);
    // Evidence stays on disk, shared by the replicas.
    assert.deepEqual(api.volumeMounts.map((mount) => mount.mountPath).sort(), ['/data/evidence', '/tmp']);
    assert.ok(deployment.spec.template.spec.terminationGracePeriodSeconds >= (Number(config.SHUTDOWN_DRAIN_DELAY_MS) + Number(config.SHUTDOWN_TIMEOUT_MS)) / 1000 + 5);
    assert.equal(Number(config.SHUTDOWN_DRAIN_DELAY_MS), 5000);
  });

  test('locally Redis runs in the cluster and the documents stay on a claim every replica mounts', () => {
    const resources = render(path.join(ROOT, K8S_ROOT, 'overlays/local'));
    const secret = resources.find((resource) => resource.kind === 'Secret' && resource.metadata.name === 'frc-secrets').stringData;
    assert.equal(secret.REDIS_URL, 'redis://redis:6379');
    assert.ok(resources.some((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'redis'));
    assert.ok(resources.some((resource) => resource.kind === 'Service' && resource.metadata.name === 'redis'));
    const config = resources.find((resource) => resource.kind === 'ConfigMap' && resource.metadata.name === 'frc-config').data;
    assert.equal(config.DOCUMENTS_S3_BUCKET, undefined);
    const spec = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'api').spec.template.spec;
    assert.ok(spec.containers[0].volumeMounts.some((mount) => mount.name === 'documents' && mount.mountPath === '/data/documents'));
    assert.equal(spec.volumes.find((volume) => volume.name === 'documents')?.persistentVolumeClaim?.claimName, 'documents');
    assert.equal(spec.volumes.find((volume) => volume.name === 'evidence')?.persistentVolumeClaim?.claimName, 'evidence');
  });

  /** An overlay of one Deployment in a folder of its own, rendered and validated. */
  async function problemsOf(deployment) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-k8s-test-'));
    try {
      fs.writeFileSync(path.join(folder, 'kustomization.yaml'), 'resources:\n  - deployment.yaml\n');
      fs.writeFileSync(path.join(folder, 'deployment.yaml'), deployment);
      return await validate(render(folder));
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  const deployment = (replicas, port) => `apiVersion: apps/v1
kind: Deployment
metadata: { name: web }
spec:
  replicas: ${replicas}
  selector: { matchLabels: { app: web } }
  template:
    metadata: { labels: { app: web } }
    spec:
      securityContext: { runAsNonRoot: true }
      containers:
        - name: web
          image: frc/shell:1.0.0
          ports: [{ containerPort: ${port} }]
          readinessProbe: { httpGet: { path: /, port: 8080 } }
          livenessProbe: { httpGet: { path: /, port: 8080 } }
          resources: { requests: { cpu: 10m }, limits: { cpu: 100m } }
          securityContext: { readOnlyRootFilesystem: true, allowPrivilegeEscalation: false }
`;

  test('a manifest with a field of the wrong type fails the check, naming the field', async () => {
    assert.deepEqual(await problemsOf(deployment(2, 8080)), []);
    const problems = await problemsOf(deployment('"two"', '"8080"'));
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^Deployment\/web: .*spec\/replicas must be integer/);
    assert.match(problems[0], /containerPort must be integer/);
  });

  test("an API Deployment needs readiness on /api/health/ready, liveness on /api/health/live, a grace period past its stop, and Redis for its replicas", async () => {
    const api = (replicas, { ready = '/api/health/ready', live = '/api/health/live', grace = 35, redis = true } = {}) =>
      deployment(replicas, 4000)
        .replace('image: frc/shell:1.0.0', `image: registry.example/frc/api:1.0.0\n          env:\n            - { name: SHUTDOWN_DRAIN_DELAY_MS, value: "5000" }\n            - { name: SHUTDOWN_TIMEOUT_MS, value: "20000" }${redis ? '\n            - { name: REDIS_URL, value: "redis://redis:6379" }' : ''}`)
        .replace('readinessProbe: { httpGet: { path: /, port: 8080 } }', `readinessProbe: { httpGet: { path: ${ready}, port: 4000 } }`)
        .replace('livenessProbe: { httpGet: { path: /, port: 8080 } }', `livenessProbe: { httpGet: { path: ${live}, port: 4000 } }`)
        .replace('      securityContext: { runAsNonRoot: true }\n', `      securityContext: { runAsNonRoot: true }\n      terminationGracePeriodSeconds: ${grace}\n`);
    assert.deepEqual(await problemsOf(api(2)), []);
    assert.deepEqual(await problemsOf(api(1, { redis: false })), []);
    const wrong = await problemsOf(api(2, { ready: '/api/health', live: '/api/health/ready', grace: 29, redis: false }));
    for (const expected of [/readiness probe must ask \/api\/health\/ready/, /liveness probe must ask \/api\/health\/live/, /terminationGracePeriodSeconds 29 is shorter .*\(30\)/, /2 replicas need REDIS_URL/]) {
      assert.ok(wrong.some((problem) => expected.test(problem)), `${expected} in ${wrong.join('; ')}`);
    }
    assert.equal(wrong.length, 4);
  });

  test('a Deployment without probes, limits, a non-root user or a read-only root fails the check', async () => {
    const loose = deployment(2, 8080)
      .replace('      securityContext: { runAsNonRoot: true }\n', '')
      .replace(/ {10}readinessProbe.*\n/, '')
      .replace(/ {10}resources.*\n/, '')
      .replace('readOnlyRootFilesystem: true', 'readOnlyRootFilesystem: false');
    const problems = await problemsOf(loose);
    for (const expected of [/runAsNonRoot/, /readiness and liveness probes/, /requests and limits/, /read-only root file system/]) {
      assert.ok(problems.some((problem) => expected.test(problem)), `${expected} in ${problems.join('; ')}`);
    }
  });
});
