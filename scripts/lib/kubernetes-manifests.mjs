// The Kubernetes manifests of deploy/kubernetes, rendered and checked without kubectl: a renderer for the
// kustomize features those kustomizations use (and nothing else: any other field is refused, so a new
// feature cannot be silently ignored), validation against the Kubernetes schemas (kubernetes-models), and the
// cross-references the schemas cannot see (selectors, named ports, Secret and ConfigMap keys, the HPA target).
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';

/** The kinds the manifests may hold: their schema model, and whether they live in a namespace. */
const KINDS = {
  'apps/v1 Deployment': { model: Deployment, namespaced: true },
  'autoscaling/v2 HorizontalPodAutoscaler': { model: HorizontalPodAutoscaler, namespaced: true },
  'networking.k8s.io/v1 Ingress': { model: Ingress, namespaced: true },
  'v1 ConfigMap': { model: ConfigMap, namespaced: true },
  'v1 Namespace': { model: Namespace, namespaced: false },
  'v1 PersistentVolumeClaim': { model: PersistentVolumeClaim, namespaced: true },
  'v1 Secret': { model: Secret, namespaced: true },
  'v1 Service': { model: Service, namespaced: true },
};

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'ReplicaSet', 'ReplicationController']);
const KUSTOMIZATION_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'patches', 'replicas', 'images']);

function kindOf(object) {
  const kind = KINDS[`${object.apiVersion} ${object.kind}`];
  if (!kind) throw new Error(`${objectId(object)}: ${object.apiVersion} ${object.kind} is not a kind these manifests know`);
  return kind;
}

/** "Deployment eoa/builder" (or "Namespace eoa"). */
export function objectId(object) {
  const namespace = object.metadata?.namespace;
  return `${object.kind} ${namespace ? `${namespace}/` : ''}${object.metadata?.name}`;
}

function refuseUnknownFields(value, allowed, where) {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) throw new Error(`${where}: "${key}" is not supported by this renderer (supported: ${allowed.join(', ')})`);
  }
}

/** Every document of a YAML file, as plain objects. */
export function readManifests(file) {
  const objects = [];
  for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`);
    const object = document.toJS();
    if (object === null) continue;
    if (!object.apiVersion || !object.kind || !object.metadata?.name) throw new Error(`${file}: a document without apiVersion, kind or metadata.name`);
    objects.push(object);
  }
  return objects;
}

/**
 * What `kubectl kustomize <folder>` prints, as objects, for the fields in KUSTOMIZATION_FIELDS: resources
 * (files and folders holding a kustomization), then, as kustomize orders them, patches (JSON 6902, inline,
 * aimed by kind and name), namespace, labels (on metadata only), replicas and images.
 */
export function renderKustomization(folder) {
  const file = join(folder, 'kustomization.yaml');
  const kustomization = parse(readFileSync(file, 'utf8'));
  for (const key of Object.keys(kustomization)) {
    if (!KUSTOMIZATION_FIELDS.has(key)) throw new Error(`${file}: "${key}" is not supported by this renderer`);
  }
  if (kustomization.apiVersion !== 'kustomize.config.k8s.io/v1beta1' || kustomization.kind !== 'Kustomization') {
    throw new Error(`${file}: expected apiVersion kustomize.config.k8s.io/v1beta1, kind Kustomization`);
  }

  const objects = [];
  for (const entry of kustomization.resources ?? []) {
    const path = resolve(folder, entry);
    objects.push(...(statSync(path).isDirectory() ? renderKustomization(path) : readManifests(path)));
  }
  const ids = new Set();
  for (const object of objects) {
    const id = `${object.apiVersion} ${objectId(object)}`;
    if (ids.has(id)) throw new Error(`${file}: ${id} is defined twice`);
    ids.add(id);
  }

  for (const [index, entry] of (kustomization.patches ?? []).entries()) applyPatch(objects, entry, `${file} patches[${index}]`);
  if (kustomization.namespace) {
    for (const object of objects) {
      if (kindOf(object).namespaced) object.metadata.namespace = kustomization.namespace;
    }
  }
  for (const [index, entry] of (kustomization.labels ?? []).entries()) {
    refuseUnknownFields(entry, ['pairs', 'includeSelectors'], `${file} labels[${index}]`);
    // With selectors (and so pod templates) kustomize also rewrites every selector: not supported here.
    if (entry.includeSelectors) throw new Error(`${file} labels[${index}]: includeSelectors is not supported by this renderer`);
    for (const object of objects) object.metadata.labels = { ...object.metadata.labels, ...entry.pairs };
  }
  for (const [index, entry] of (kustomization.replicas ?? []).entries()) {
    refuseUnknownFields(entry, ['name', 'count'], `${file} replicas[${index}]`);
    const targets = objects.filter((object) => WORKLOAD_KINDS.has(object.kind) && object.metadata.name === entry.name);
    if (targets.length === 0) throw new Error(`${file} replicas[${index}]: no workload named ${entry.name}`);
    for (const target of targets) target.spec.replicas = entry.count;
  }
  for (const [index, entry] of (kustomization.images ?? []).entries()) {
    refuseUnknownFields(entry, ['name', 'newName', 'newTag', 'digest'], `${file} images[${index}]`);
    if (setImages(objects, entry) === 0) throw new Error(`${file} images[${index}]: no container runs the image ${entry.name}`);
  }
  return objects;
}

function applyPatch(objects, entry, where) {
  refuseUnknownFields(entry, ['target', 'patch'], where);
  refuseUnknownFields(entry.target ?? {}, ['kind', 'name'], `${where} target`);
  if (!entry.target?.kind || !entry.target?.name) throw new Error(`${where}: a patch needs target.kind and target.name`);
  const operations = parse(entry.patch ?? '');
  // A mapping would be a strategic-merge patch, which this renderer does not do.
  if (!Array.isArray(operations)) throw new Error(`${where}: only JSON 6902 patches (a list of operations) are supported`);
  const targets = objects.filter((object) => object.kind === entry.target.kind && object.metadata.name === entry.target.name);
  if (targets.length === 0) throw new Error(`${where}: no ${entry.target.kind} named ${entry.target.name}`);
  for (const target of targets) {
    for (const operation of operations) applyOperation(target, operation, `${where} ${operation.op} ${operation.path}`);
  }
}

/** One RFC 6902 operation (add, replace or remove), in place. */
export function applyOperation(object, operation, where = `${operation.op} ${operation.path}`) {
  refuseUnknownFields(operation, ['op', 'path', 'value'], where);
  if (!['add', 'replace', 'remove'].includes(operation.op)) throw new Error(`${where}: only add, replace and remove are supported`);
  if (!operation.path?.startsWith('/')) throw new Error(`${where}: the path must start with /`);
  const keys = operation.path.slice(1).split('/').map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = keys.pop();
  let parent = object;
  for (const key of keys) {
    parent = parent?.[Array.isArray(parent) ? Number(key) : key];
    if (parent === null || typeof parent !== 'object') throw new Error(`${where}: nothing at /${keys.join('/')}`);
  }
  if (Array.isArray(parent)) {
    const index = last === '-' && operation.op === 'add' ? parent.length : Number(last);
    const limit = operation.op === 'add' ? parent.length : parent.length - 1;
    if (!Number.isInteger(index) || index < 0 || index > limit) throw new Error(`${where}: no index ${last} in a list of ${parent.length}`);
    if (operation.op === 'add') parent.splice(index, 0, structuredClone(operation.value));
    else if (operation.op === 'replace') parent[index] = structuredClone(operation.value);
    else parent.splice(index, 1);
    return;
  }
  if (operation.op !== 'add' && !Object.hasOwn(parent, last)) throw new Error(`${where}: nothing to ${operation.op}`);
  if (operation.op === 'remove') delete parent[last];
  else parent[last] = structuredClone(operation.value);
}

/** The pod spec of a workload, if the object has one. */
export function podSpecOf(object) {
  return WORKLOAD_KINDS.has(object.kind) ? object.spec?.template?.spec : undefined;
}

function containersOf(podSpec) {
  return [...(podSpec?.initContainers ?? []), ...(podSpec?.containers ?? [])];
}

/** "registry:5000/a/b:1.0@sha256:…" → { name: "registry:5000/a/b", tag: "1.0", digest: "sha256:…" }. */
export function parseImage(image) {
  const [withTag, digest] = image.split('@');
  const lastColon = withTag.lastIndexOf(':');
  const hasTag = lastColon > withTag.lastIndexOf('/');
  return { name: hasTag ? withTag.slice(0, lastColon) : withTag, tag: hasTag ? withTag.slice(lastColon + 1) : undefined, digest };
}

function setImages(objects, entry) {
  let changed = 0;
  for (const object of objects) {
    for (const container of containersOf(podSpecOf(object))) {
      const image = parseImage(container.image);
      if (image.name !== entry.name) continue;
      const name = entry.newName ?? image.name;
      if (entry.digest) container.image = `${name}@${entry.digest}`;
      else if (entry.newTag) container.image = `${name}:${entry.newTag}`;
      else container.image = `${name}${image.tag ? `:${image.tag}` : ''}${image.digest ? `@${image.digest}` : ''}`;
      changed += 1;
    }
  }
  return changed;
}

/** Schema errors of every object (kubernetes-models' validate), as "Deployment eoa/builder: <message>". */
export function schemaProblems(objects) {
  const problems = [];
  for (const object of objects) {
    try {
      const { model: Model } = kindOf(object);
      new Model(object).validate();
    } catch (error) {
      problems.push(error.message.startsWith(objectId(object)) ? error.message : `${objectId(object)}: ${error.message}`);
    }
  }
  return problems;
}

const inNamespace = (objects, namespace) => objects.filter((object) => (object.metadata.namespace ?? '') === (namespace ?? ''));
const find = (objects, kind, namespace, name) => inNamespace(objects, namespace).find((object) => object.kind === kind && object.metadata.name === name);
const matchesLabels = (selector, labels) => Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);
const hasPort = (ports, port) => (ports ?? []).some((candidate) => (typeof port === 'string' ? candidate.name === port : candidate.containerPort === port));

/**
 * The environment of one container, name → { value } or { secret, key } or { configMap, key }: envFrom
 * first, then env (which wins, as in Kubernetes). A ConfigMap's values are read from the rendered objects.
 */
export function environmentOf(objects, namespace, container) {
  const environment = new Map();
  for (const source of container.envFrom ?? []) {
    const prefix = source.prefix ?? '';
    if (source.configMapRef) {
      const configMap = find(objects, 'ConfigMap', namespace, source.configMapRef.name);
      for (const [key, value] of Object.entries(configMap?.data ?? {})) environment.set(prefix + key, { value, configMap: source.configMapRef.name, key });
    }
  }
  for (const variable of container.env ?? []) {
    const secret = variable.valueFrom?.secretKeyRef;
    const configMapKey = variable.valueFrom?.configMapKeyRef;
    if (secret) environment.set(variable.name, { secret: secret.name, key: secret.key });
    else if (configMapKey) {
      const value = find(objects, 'ConfigMap', namespace, configMapKey.name)?.data?.[configMapKey.key];
      environment.set(variable.name, { value, configMap: configMapKey.name, key: configMapKey.key });
    } else environment.set(variable.name, { value: variable.value });
  }
  return environment;
}

/**
 * What the schemas cannot see, as a list of sentences (empty when all holds). `secrets` names the Secrets
 * created outside the manifests and their keys ({ 'eoa-secrets': ['DATABASE_URL', …] }); Secrets among the
 * objects count too.
 */
export function referenceProblems(objects, { secrets = {} } = {}) {
  const problems = [];
  const secretKeys = (namespace, name) => {
    const rendered = find(objects, 'Secret', namespace, name);
    if (rendered) return Object.keys({ ...rendered.data, ...rendered.stringData });
    return secrets[name];
  };

  for (const object of objects) {
    const id = objectId(object);
    const namespace = object.metadata.namespace;
    const podSpec = podSpecOf(object);
    if (podSpec) {
      const templateLabels = object.spec.template.metadata?.labels;
      if (object.spec.selector?.matchExpressions) problems.push(`${id}: selector.matchExpressions is not checked here; use matchLabels`);
      if (!matchesLabels(object.spec.selector?.matchLabels, templateLabels)) problems.push(`${id}: its selector does not match its pod template's labels`);
      const volumes = new Map((podSpec.volumes ?? []).map((volume) => [volume.name, volume]));
      for (const volume of volumes.values()) {
        const claim = volume.persistentVolumeClaim?.claimName;
        if (claim && !find(objects, 'PersistentVolumeClaim', namespace, claim)) problems.push(`${id}: volume ${volume.name} claims ${claim}, which is not defined`);
        if (volume.configMap && !find(objects, 'ConfigMap', namespace, volume.configMap.name)) problems.push(`${id}: volume ${volume.name} uses ConfigMap ${volume.configMap.name}, which is not defined`);
        if (volume.secret && !secretKeys(namespace, volume.secret.secretName)) problems.push(`${id}: volume ${volume.name} uses Secret ${volume.secret.secretName}, which is not known`);
      }
      for (const container of containersOf(podSpec)) {
        const where = `${id} container ${container.name}`;
        for (const mount of container.volumeMounts ?? []) {
          if (!volumes.has(mount.name)) problems.push(`${where}: mounts volume ${mount.name}, which the pod does not have`);
        }
        for (const probeName of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
          const probe = container[probeName];
          const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port;
          if (port !== undefined && !hasPort(container.ports, port)) problems.push(`${where}: ${probeName} uses port ${port}, which the container does not declare`);
        }
        for (const source of container.envFrom ?? []) {
          if (source.configMapRef && !source.configMapRef.optional && !find(objects, 'ConfigMap', namespace, source.configMapRef.name)) {
            problems.push(`${where}: envFrom ConfigMap ${source.configMapRef.name} is not defined`);
          }
          if (source.secretRef && !source.secretRef.optional && !secretKeys(namespace, source.secretRef.name)) {
            problems.push(`${where}: envFrom Secret ${source.secretRef.name} is not known`);
          }
        }
        for (const variable of container.env ?? []) {
          const secret = variable.valueFrom?.secretKeyRef;
          const configMapKey = variable.valueFrom?.configMapKeyRef;
          if (secret && !secret.optional) {
            const keys = secretKeys(namespace, secret.name);
            if (!keys) problems.push(`${where}: ${variable.name} reads Secret ${secret.name}, which is not known`);
            else if (!keys.includes(secret.key)) problems.push(`${where}: ${variable.name} reads key ${secret.key} of Secret ${secret.name}, which has no such key`);
          }
          if (configMapKey && !configMapKey.optional) {
            const configMap = find(objects, 'ConfigMap', namespace, configMapKey.name);
            if (!configMap) problems.push(`${where}: ${variable.name} reads ConfigMap ${configMapKey.name}, which is not defined`);
            else if (!Object.hasOwn(configMap.data ?? {}, configMapKey.key)) problems.push(`${where}: ${variable.name} reads key ${configMapKey.key} of ConfigMap ${configMapKey.name}, which has no such key`);
          }
        }
      }
    }

    if (object.kind === 'Service') {
      const selector = object.spec?.selector;
      const pods = inNamespace(objects, namespace).filter((candidate) => podSpecOf(candidate) && Object.keys(selector ?? {}).length > 0 && matchesLabels(selector, candidate.spec.template.metadata?.labels));
      if (pods.length === 0) problems.push(`${id}: its selector matches no Deployment's pods`);
      for (const port of object.spec?.ports ?? []) {
        const target = port.targetPort ?? port.port;
        for (const pod of pods) {
          if (!(podSpecOf(pod).containers ?? []).some((container) => hasPort(container.ports, target))) {
            problems.push(`${id}: port ${port.name ?? port.port} targets ${target}, which ${objectId(pod)} does not declare`);
          }
        }
      }
    }

    if (object.kind === 'Ingress') {
      const backends = [object.spec?.defaultBackend, ...(object.spec?.rules ?? []).flatMap((rule) => (rule.http?.paths ?? []).map((path) => path.backend))].filter(Boolean);
      for (const backend of backends) {
        if (!backend.service) continue;
        const service = find(objects, 'Service', namespace, backend.service.name);
        const port = backend.service.port?.name ?? backend.service.port?.number;
        if (!service) problems.push(`${id}: a backend names Service ${backend.service.name}, which is not defined`);
        else if (!(service.spec.ports ?? []).some((candidate) => candidate.name === port || candidate.port === port)) {
          problems.push(`${id}: a backend names port ${port} of Service ${backend.service.name}, which has no such port`);
        }
      }
      for (const tls of object.spec?.tls ?? []) {
        if (tls.secretName && !secretKeys(namespace, tls.secretName)) problems.push(`${id}: TLS Secret ${tls.secretName} is not known`);
      }
    }

    if (object.kind === 'HorizontalPodAutoscaler') {
      const reference = object.spec?.scaleTargetRef ?? {};
      const target = find(objects, reference.kind, namespace, reference.name);
      if (!target || target.apiVersion !== reference.apiVersion) {
        problems.push(`${id}: scales ${reference.apiVersion} ${reference.kind} ${reference.name}, which is not defined`);
        continue;
      }
      if (object.spec.minReplicas !== undefined && object.spec.minReplicas > object.spec.maxReplicas) problems.push(`${id}: minReplicas is above maxReplicas`);
      // An apply would reset the count the autoscaler chose.
      if (target.spec?.replicas !== undefined) problems.push(`${id}: ${objectId(target)} sets spec.replicas, which the autoscaler owns`);
      for (const metric of object.spec.metrics ?? []) {
        const resource = metric.resource?.name;
        if (metric.type !== 'Resource' || metric.resource?.target?.type !== 'Utilization') continue;
        for (const container of podSpecOf(target)?.containers ?? []) {
          if (!container.resources?.requests?.[resource]) problems.push(`${id}: ${resource} utilization needs a ${resource} request on ${objectId(target)} container ${container.name}`);
        }
      }
    }

    if (object.kind === 'ConfigMap') {
      // A URL to a bare host name is a Service of this namespace (http://builder:3101): it must exist, on that port.
      for (const [key, value] of Object.entries(object.data ?? {})) {
        if (!/^https?:\/\/[^/.:]+(:\d+)?(\/|$)/.test(value)) continue;
        const url = new URL(value);
        const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
        const service = find(objects, 'Service', namespace, url.hostname);
        if (!service) problems.push(`${id}: ${key} points at ${url.hostname}, which is not a Service here`);
        else if (!(service.spec.ports ?? []).some((candidate) => candidate.port === port)) problems.push(`${id}: ${key} points at port ${port} of Service ${url.hostname}, which has no such port`);
      }
    }
  }
  return problems;
}

/**
 * Variables each workload's containers must have (set to a value or a reference that exists), by workload
 * name: { gateway: ['DATABASE_URL', …] }. A named workload that is missing is a problem too.
 */
export function environmentProblems(objects, requiredByWorkload) {
  const problems = [];
  for (const [name, required] of Object.entries(requiredByWorkload)) {
    const workloads = objects.filter((object) => podSpecOf(object) && object.metadata.name === name);
    if (workloads.length === 0) problems.push(`no workload named ${name}`);
    for (const workload of workloads) {
      for (const container of workload.spec.template.spec.containers ?? []) {
        const environment = environmentOf(objects, workload.metadata.namespace, container);
        for (const variable of required) {
          const entry = environment.get(variable);
          if (!entry || (!entry.secret && !entry.value)) problems.push(`${objectId(workload)} container ${container.name}: ${variable} is not set`);
        }
      }
    }
  }
  return problems;
}

/** Keys of a KEY=value file (the example of a Secret made with --from-env-file), comments and blanks skipped. */
export function envFileKeys(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      if (!line.includes('=')) throw new Error(`${file}: "${line}" is not KEY=value`);
      return line.slice(0, line.indexOf('='));
    });
}
