// deploy/k8s offline: a small kustomize renderer (the subset our overlays use: resources, namespace, labels,
// images, patches merged by kind and name) and a validator, against the Kubernetes schemas of kubernetes-models
// (field types, required fields) and our own rules (probes, limits, non-root, read-only root file system, every
// ConfigMap, Secret and claim a pod names exists or is the operators'; the API's readiness, liveness, grace period
// and shared limits). Used by `npm run k8s:check` and by the
// deploy tests.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/** Reads a YAML file of one or more documents (empty ones dropped). */
export function readDocuments(file) {
  return YAML.parseAllDocuments(fs.readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length) throw new Error(`${file}: ${document.errors[0].message}`);
      return document.toJS();
    })
    .filter((document) => document && typeof document === 'object');
}

const keyOf = (resource) => `${resource.kind}/${resource.metadata?.name}`;

/** Lists of objects with a `name` merge item by item (containers, env, volumes, ports); other lists are replaced. */
function merge(base, patch) {
  if (Array.isArray(base) && Array.isArray(patch)) {
    const named = (list) => list.every((item) => item && typeof item === 'object' && 'name' in item);
    if (!named(base) || !named(patch)) return structuredClone(patch);
    const merged = base.map((item) => {
      const change = patch.find((candidate) => candidate.name === item.name);
      return change ? merge(item, change) : item;
    });
    return [...merged, ...patch.filter((item) => !base.some((candidate) => candidate.name === item.name))];
  }
  if (base && patch && typeof base === 'object' && typeof patch === 'object' && !Array.isArray(base) && !Array.isArray(patch)) {
    const merged = { ...base };
    for (const [key, value] of Object.entries(patch)) merged[key] = value === null ? undefined : key in base ? merge(base[key], value) : structuredClone(value);
    return merged;
  }
  return structuredClone(patch);
}

function podSpecOf(resource) {
  if (resource.kind === 'Pod') return resource.spec;
  if (resource.kind === 'CronJob') return resource.spec?.jobTemplate?.spec?.template?.spec;
  return resource.spec?.template?.spec;
}

function containersOf(resource) {
  const spec = podSpecOf(resource);
  return spec ? [...(spec.initContainers ?? []), ...(spec.containers ?? [])] : [];
}

const KNOWN_FIELDS = new Set(['apiVersion', 'kind', 'metadata', 'namespace', 'labels', 'resources', 'images', 'patches']);

/** The resources a kustomization folder renders to, overlays applied, in the order of its `resources`. */
export function render(folder) {
  const kustomization = readDocuments(path.join(folder, 'kustomization.yaml'))[0];
  const unknown = Object.keys(kustomization).filter((field) => !KNOWN_FIELDS.has(field));
  if (unknown.length) throw new Error(`${folder}/kustomization.yaml: ${unknown.join(', ')} is not supported by this renderer`);
  let resources = [];
  for (const entry of kustomization.resources ?? []) {
    const target = path.resolve(folder, entry);
    const added = fs.statSync(target).isDirectory() ? render(target) : readDocuments(target);
    for (const resource of added) {
      if (resources.some((existing) => keyOf(existing) === keyOf(resource))) throw new Error(`${keyOf(resource)} is defined twice (${target})`);
      resources.push(resource);
    }
  }
  for (const { path: patchFile } of kustomization.patches ?? []) {
    if (!patchFile) throw new Error(`${folder}/kustomization.yaml: only patches given by path are supported`);
    for (const patch of readDocuments(path.resolve(folder, patchFile))) {
      const index = resources.findIndex((resource) => keyOf(resource) === keyOf(patch));
      if (index < 0) throw new Error(`${folder}/${patchFile}: no ${keyOf(patch)} to patch`);
      resources[index] = merge(resources[index], patch);
    }
  }
  for (const { pairs } of kustomization.labels ?? []) {
    resources = resources.map((resource) => ({ ...resource, metadata: { ...resource.metadata, labels: { ...resource.metadata.labels, ...pairs } } }));
  }
  for (const image of kustomization.images ?? []) {
    for (const resource of resources) {
      for (const container of containersOf(resource)) {
        const [name, tag] = container.image.split(/:(?=[^/]+$)/);
        if (name !== image.name) continue;
        container.image = `${image.newName ?? name}:${image.newTag ?? tag}`;
      }
    }
  }
  if (kustomization.namespace) {
    resources = resources.map((resource) => ({ ...resource, metadata: { ...resource.metadata, namespace: kustomization.namespace } }));
  }
  return resources;
}

/** The kubernetes-models class of a resource: `kubernetes-models/<group>/<version>/<Kind>`. */
async function modelOf(resource) {
  const [group, version] = resource.apiVersion.includes('/') ? resource.apiVersion.split('/') : [null, resource.apiVersion];
  const module = await import(`kubernetes-models/${group ? `${group}/` : ''}${version}/${resource.kind}`).catch(() => null);
  if (!module) throw new Error(`${keyOf(resource)}: no schema for ${resource.apiVersion} ${resource.kind}`);
  return module[resource.kind];
}

/** Where resources break the Kubernetes schemas (wrong field types, missing required fields). */
export async function schemaProblems(resources) {
  const problems = [];
  for (const resource of resources) {
    try {
      const Model = await modelOf(resource);
      new Model(resource).validate();
    } catch (error) {
      problems.push(`${keyOf(resource)}: ${error.message.split('\n').slice(0, 4).join(' ')}`);
    }
  }
  return problems;
}

/**
 * Problems of the rendered resources (none: an empty list). `external` names what the cluster's operators
 * provide and the manifests only refer to (Secrets, ConfigMaps).
 */
export async function validate(resources, { external = { secrets: [], configMaps: [] } } = {}) {
  const problems = await schemaProblems(resources);
  const named = (kind) => new Set(resources.filter((resource) => resource.kind === kind).map((resource) => resource.metadata.name));
  const secrets = new Set([...named('Secret'), ...external.secrets]);
  const configMaps = new Set([...named('ConfigMap'), ...external.configMaps]);
  const claims = named('PersistentVolumeClaim');
  for (const resource of resources.filter((candidate) => podSpecOf(candidate))) {
    const where = keyOf(resource);
    const spec = podSpecOf(resource);
    const longRunning = ['Deployment', 'StatefulSet', 'DaemonSet'].includes(resource.kind);
    if (spec.securityContext?.runAsNonRoot !== true) problems.push(`${where}: the pod must set securityContext.runAsNonRoot`);
    const templates = new Set((resource.spec.volumeClaimTemplates ?? []).map((template) => template.metadata.name));
    for (const volume of spec.volumes ?? []) {
      if (volume.persistentVolumeClaim && !claims.has(volume.persistentVolumeClaim.claimName)) problems.push(`${where}: no PersistentVolumeClaim ${volume.persistentVolumeClaim.claimName}`);
    }
    const volumes = new Set([...(spec.volumes ?? []).map((volume) => volume.name), ...templates]);
    for (const container of containersOf(resource)) {
      const at = `${where} container ${container.name}`;
      if (!container.resources?.requests || !container.resources?.limits) problems.push(`${at}: needs resource requests and limits`);
      if (container.securityContext?.readOnlyRootFilesystem !== true) problems.push(`${at}: needs a read-only root file system`);
      if (container.securityContext?.allowPrivilegeEscalation !== false) problems.push(`${at}: must not allow privilege escalation`);
      if (longRunning && (!container.readinessProbe || !container.livenessProbe)) problems.push(`${at}: needs readiness and liveness probes`);
      for (const mount of container.volumeMounts ?? []) if (!volumes.has(mount.name)) problems.push(`${at}: mounts ${mount.name}, which the pod does not have`);
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef && !configMaps.has(source.configMapRef.name)) problems.push(`${at}: no ConfigMap ${source.configMapRef.name}`);
        if (source.secretRef && !secrets.has(source.secretRef.name)) problems.push(`${at}: no Secret ${source.secretRef.name}`);
      }
      for (const variable of container.env ?? []) {
        const secret = variable.valueFrom?.secretKeyRef;
        const config = variable.valueFrom?.configMapKeyRef;
        if (secret && !secrets.has(secret.name)) problems.push(`${at}: ${variable.name} names the Secret ${secret.name}, which nothing provides`);
        if (config && !configMaps.has(config.name)) problems.push(`${at}: ${variable.name} names the ConfigMap ${config.name}, which nothing provides`);
      }
    }
  }
  problems.push(...apiProblems(resources));
  for (const service of resources.filter((resource) => resource.kind === 'Service' && resource.spec?.selector)) {
    const selected = resources.some((resource) => {
      const labels = resource.spec?.template?.metadata?.labels ?? {};
      return Object.entries(service.spec.selector).every(([key, value]) => labels[key] === value);
    });
    if (!selected) problems.push(`${keyOf(service)}: its selector matches no pod template`);
  }
  return problems;
}

/** The API's own defaults for its graceful stop (api/src/config.ts, DEFAULT_SHUTDOWN). */
const API_SHUTDOWN_DEFAULTS = { SHUTDOWN_DRAIN_DELAY_MS: 0, SHUTDOWN_TIMEOUT_MS: 25_000 };
const isApiImage = (image) => /(^|\/)frc\/api(:|$)/.test(image ?? '');

/**
 * The API's Deployments: readiness on /api/health/ready (fails while draining), liveness on /api/health/live, a grace
 * period longer than the drain and the time given to requests in flight together (plus 5 s), and with more than one
 * replica a REDIS_URL, so that the per-IP limits count for all of them.
 */
function apiProblems(resources) {
  const problems = [];
  const configMaps = new Map(resources.filter((resource) => resource.kind === 'ConfigMap').map((resource) => [resource.metadata.name, resource.data ?? {}]));
  for (const resource of resources.filter((candidate) => candidate.kind === 'Deployment')) {
    const spec = podSpecOf(resource);
    for (const container of (spec?.containers ?? []).filter((candidate) => isApiImage(candidate.image))) {
      const at = `${keyOf(resource)} container ${container.name}`;
      /** A variable's value as the container gets it: its own env, else a ConfigMap it takes whole; `secret` when from a Secret. */
      const valueOf = (name) => {
        const own = (container.env ?? []).find((variable) => variable.name === name);
        if (own) return own.valueFrom?.secretKeyRef ? 'secret' : own.valueFrom?.configMapKeyRef ? configMaps.get(own.valueFrom.configMapKeyRef.name)?.[own.valueFrom.configMapKeyRef.key] : own.value;
        for (const source of container.envFrom ?? []) {
          const data = source.configMapRef && configMaps.get(source.configMapRef.name);
          if (data && name in data) return data[name];
        }
        return undefined;
      };
      if (container.readinessProbe?.httpGet?.path !== '/api/health/ready') problems.push(`${at}: its readiness probe must ask /api/health/ready (it fails while the API drains)`);
      if (container.livenessProbe?.httpGet?.path !== '/api/health/live') problems.push(`${at}: its liveness probe must ask /api/health/live (a database outage is no reason to restart it)`);
      const milliseconds = (name) => {
        const value = valueOf(name);
        return value === undefined || value === '' ? API_SHUTDOWN_DEFAULTS[name] : Number(value);
      };
      const needed = (milliseconds('SHUTDOWN_DRAIN_DELAY_MS') + milliseconds('SHUTDOWN_TIMEOUT_MS')) / 1000 + 5;
      const grace = spec.terminationGracePeriodSeconds ?? 30;
      if (!(grace >= needed)) problems.push(`${at}: terminationGracePeriodSeconds ${grace} is shorter than the drain and the shutdown timeout plus 5 s (${needed})`);
      if ((resource.spec.replicas ?? 1) > 1 && !valueOf('REDIS_URL')) problems.push(`${at}: ${resource.spec.replicas} replicas need REDIS_URL, or each counts its own per-IP limits`);
    }
  }
  return problems;
}

export const K8S_ROOT = 'deploy/k8s';
/** The overlays, and what each leaves to the cluster's operators. */
export const OVERLAYS = {
  local: { external: { secrets: [], configMaps: [] } },
  production: { external: { secrets: ['frc-secrets'], configMaps: [] } },
};
