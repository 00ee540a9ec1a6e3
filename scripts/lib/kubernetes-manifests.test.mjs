import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import {
  applyOperation,
  environmentOf,
  environmentProblems,
  envFileKeys,
  parseImage,
  referenceProblems,
  renderKustomization,
  schemaProblems,
} from './kubernetes-manifests.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const base = join(root, 'deploy', 'kubernetes', 'base');
const production = join(root, 'deploy', 'kubernetes', 'overlays', 'production');
const SERVICES = ['builder', 'crafting', 'atlas', 'loot', 'admin'];

// The Secrets created by hand (deploy/kubernetes/README.md): eoa-secrets from the committed example's keys.
const secretKeys = envFileKeys(join(production, 'secrets.env.example'));
const SECRETS = { 'eoa-secrets': secretKeys, 'eoa-tls': ['tls.crt', 'tls.key'] };

// What libs/server-kit/src/config.ts refuses to start without in production (INTERNAL_TOKEN, JWT_SECRET), where
// the data is (DATABASE_URL, REDIS_URL; the defaults are loopback), NODE_ENV itself, and the service to run.
const EVERY_SERVER = ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'INTERNAL_TOKEN', 'JWT_SECRET'];
const REQUIRED_ENVIRONMENT = {
  gateway: EVERY_SERVER,
  ...Object.fromEntries(SERVICES.map((name) => [name, [...EVERY_SERVER, 'SERVICE']])),
  // The first administrator (admin-users.seed.ts creates none without it in production), and the backups' volume.
  admin: [...EVERY_SERVER, 'SERVICE', 'ADMIN_PASSWORD', 'BACKUP_DIR'],
};

const render = (folder) => renderKustomization(folder);
const named = (objects, kind, name) => objects.find((object) => object.kind === kind && object.metadata.name === name);
const allProblems = (objects) => [
  ...schemaProblems(objects),
  ...referenceProblems(objects, { secrets: SECRETS }),
  ...environmentProblems(objects, REQUIRED_ENVIRONMENT),
];

for (const [label, folder] of [['base', base], ['production overlay', production]]) {
  test(`the ${label} renders and passes the schemas and every cross-reference check`, () => {
    const objects = render(folder);
    assert.deepEqual(allProblems(objects), []);
    const kinds = objects.map((object) => `${object.kind} ${object.metadata.name}`);
    for (const name of [...SERVICES, 'gateway']) {
      assert.ok(kinds.includes(`Deployment ${name}`), `Deployment ${name}`);
      assert.ok(kinds.includes(`Service ${name}`), `Service ${name}`);
    }
    for (const expected of ['Ingress gateway', 'HorizontalPodAutoscaler builder', 'ConfigMap eoa-config', 'PersistentVolumeClaim admin-backups']) {
      assert.ok(kinds.includes(expected), expected);
    }
    // No secret value in the repository: the Secrets are referenced, never defined.
    assert.equal(objects.filter((object) => object.kind === 'Secret').length, 0);
  });
}

test('the Secret example names exactly the secrets the containers read', () => {
  assert.deepEqual([...secretKeys].sort(), ['ADMIN_PASSWORD', 'DATABASE_URL', 'INTERNAL_TOKEN', 'JWT_SECRET', 'REDIS_URL']);
  const read = new Set();
  for (const object of render(production)) {
    for (const container of object.spec?.template?.spec?.containers ?? []) {
      for (const variable of container.env ?? []) if (variable.valueFrom?.secretKeyRef) read.add(variable.valueFrom.secretKeyRef.key);
    }
  }
  assert.deepEqual([...read].sort(), [...secretKeys].sort());
});

test('each container runs its service in production, probed where it should be', () => {
  const objects = render(production);
  for (const name of SERVICES) {
    const container = named(objects, 'Deployment', name).spec.template.spec.containers[0];
    const environment = environmentOf(objects, 'eoa', container);
    assert.equal(environment.get('SERVICE').value, name);
    assert.equal(environment.get('NODE_ENV').value, 'production');
    assert.equal(container.readinessProbe.httpGet.path, '/api/health');
    assert.equal(container.startupProbe.httpGet.path, '/api/health');
    // Liveness must not fail because PostgreSQL does: the service's own OpenAPI document, from memory.
    assert.equal(container.livenessProbe.httpGet.path, `/api/${name}/docs-json`);
  }
  const gateway = named(objects, 'Deployment', 'gateway').spec.template.spec.containers[0];
  // The gateway's /api/health is 503 while any one service is down: neither probe may use it.
  assert.notEqual(gateway.livenessProbe.httpGet.path, '/api/health');
  assert.notEqual(gateway.readinessProbe.httpGet.path, '/api/health');
  assert.equal(environmentOf(objects, 'eoa', gateway).get('BUILDER_URL').value, 'http://builder:3101');
});

test('the production overlay: namespace, pushed images, builder autoscaled on CPU, admin single with its volume, TLS', () => {
  const objects = render(production);
  for (const object of objects) {
    if (object.kind === 'Namespace') assert.equal(object.metadata.namespace, undefined);
    else assert.equal(object.metadata.namespace, 'eoa', `${object.kind} ${object.metadata.name}`);
  }
  const images = objects.flatMap((object) => object.spec?.template?.spec?.containers ?? []).map((container) => container.image);
  assert.deepEqual([...new Set(images)].sort(), ['registry.example.com/eoa-companion/gateway:1.0.0', 'registry.example.com/eoa-companion/service:1.0.0']);

  const autoscaler = named(objects, 'HorizontalPodAutoscaler', 'builder');
  assert.deepEqual(autoscaler.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: 'builder' });
  assert.deepEqual([autoscaler.spec.minReplicas, autoscaler.spec.maxReplicas], [2, 6]);
  assert.equal(autoscaler.spec.metrics[0].resource.name, 'cpu');

  const admin = named(objects, 'Deployment', 'admin');
  assert.equal(admin.spec.replicas, 1);
  assert.equal(admin.spec.strategy.type, 'Recreate');
  const backups = admin.spec.template.spec.volumes.find((volume) => volume.persistentVolumeClaim);
  assert.equal(backups.persistentVolumeClaim.claimName, 'admin-backups');
  const mount = admin.spec.template.spec.containers[0].volumeMounts.find((candidate) => candidate.name === backups.name);
  assert.equal(environmentOf(objects, 'eoa', admin.spec.template.spec.containers[0]).get('BACKUP_DIR').value, mount.mountPath);

  assert.equal(named(objects, 'Deployment', 'gateway').spec.replicas, 2);
  const ingress = named(objects, 'Ingress', 'gateway');
  assert.equal(ingress.spec.rules[0].host, 'eoa.example.org');
  assert.deepEqual(ingress.spec.tls, [{ hosts: ['eoa.example.org'], secretName: 'eoa-tls' }]);

  for (const object of objects.filter((candidate) => candidate.kind === 'Deployment')) {
    const pod = object.spec.template.spec;
    assert.equal(pod.securityContext.runAsNonRoot, true, object.metadata.name);
    for (const container of pod.containers) {
      assert.ok(container.resources.requests.cpu && container.resources.limits.memory, `${object.metadata.name} resources`);
      assert.equal(container.securityContext.allowPrivilegeEscalation, false, object.metadata.name);
    }
  }
});

// The checker: each deliberately broken copy of the production rendering must be reported.
const BREAKAGES = [
  ['a Service selector that matches no pods', (objects) => (named(objects, 'Service', 'loot').spec.selector['app.kubernetes.io/name'] = 'lot'), /Service eoa\/loot: its selector matches no Deployment's pods/],
  ['a Service targetPort the container does not declare', (objects) => (named(objects, 'Service', 'atlas').spec.ports[0].targetPort = 'web'), /Service eoa\/atlas: port http targets web/],
  ['a probe on a port the container does not declare', (objects) => (named(objects, 'Deployment', 'crafting').spec.template.spec.containers[0].livenessProbe.httpGet.port = 3199), /crafting: livenessProbe uses port 3199/],
  ['an Ingress backend naming a missing Service', (objects) => (named(objects, 'Ingress', 'gateway').spec.rules[0].http.paths[0].backend.service.name = 'gatway'), /Ingress eoa\/gateway: a backend names Service gatway/],
  ['an Ingress backend naming a missing port', (objects) => (named(objects, 'Ingress', 'gateway').spec.rules[0].http.paths[0].backend.service.port = { name: 'https' }), /port https of Service gateway/],
  ['a secretKeyRef to a key the Secret lacks', (objects) => (named(objects, 'Deployment', 'admin').spec.template.spec.containers[0].env.find((variable) => variable.name === 'ADMIN_PASSWORD').valueFrom.secretKeyRef.key = 'ADMIN_PASS'), /ADMIN_PASSWORD reads key ADMIN_PASS of Secret eoa-secrets/],
  ['a configMapKeyRef to a key the ConfigMap lacks', (objects) => named(objects, 'Deployment', 'loot').spec.template.spec.containers[0].env.push({ name: 'LOG_FORMAT', valueFrom: { configMapKeyRef: { name: 'eoa-config', key: 'LOGFORMAT' } } }), /reads key LOGFORMAT of ConfigMap eoa-config/],
  ['an envFrom ConfigMap that does not exist', (objects) => (named(objects, 'Deployment', 'builder').spec.template.spec.containers[0].envFrom[0].configMapRef.name = 'eoa-conf'), /envFrom ConfigMap eoa-conf is not defined/],
  ['a required secret missing from a container', (objects) => {
    const container = named(objects, 'Deployment', 'atlas').spec.template.spec.containers[0];
    container.env = container.env.filter((variable) => variable.name !== 'JWT_SECRET');
  }, /Deployment eoa\/atlas container atlas: JWT_SECRET is not set/],
  ['NODE_ENV gone from the ConfigMap', (objects) => delete named(objects, 'ConfigMap', 'eoa-config').data.NODE_ENV, /gateway container gateway: NODE_ENV is not set/],
  ['an HPA aimed at a missing Deployment', (objects) => (named(objects, 'HorizontalPodAutoscaler', 'builder').spec.scaleTargetRef.name = 'bulider'), /scales apps\/v1 Deployment bulider, which is not defined/],
  ['an HPA target that also fixes its replicas', (objects) => (named(objects, 'Deployment', 'builder').spec.replicas = 3), /Deployment eoa\/builder sets spec.replicas, which the autoscaler owns/],
  ['an HPA on CPU without a CPU request', (objects) => delete named(objects, 'Deployment', 'builder').spec.template.spec.containers[0].resources.requests.cpu, /cpu utilization needs a cpu request/],
  ['a Deployment selector that misses its own pods', (objects) => (named(objects, 'Deployment', 'gateway').spec.selector.matchLabels['app.kubernetes.io/name'] = 'edge'), /Deployment eoa\/gateway: its selector does not match/],
  ['a PVC claim that is not defined', (objects) => (named(objects, 'Deployment', 'admin').spec.template.spec.volumes.find((volume) => volume.persistentVolumeClaim).persistentVolumeClaim.claimName = 'backups'), /claims backups, which is not defined/],
  ['a volume mount without its volume', (objects) => (named(objects, 'Deployment', 'loot').spec.template.spec.containers[0].volumeMounts[0].name = 'scratch'), /mounts volume scratch/],
  ['a service URL to a missing Service port', (objects) => (named(objects, 'ConfigMap', 'eoa-config').data.LOOT_URL = 'http://loot:3105'), /LOOT_URL points at port 3105 of Service loot/],
  ['a TLS Secret nobody creates', (objects) => (named(objects, 'Ingress', 'gateway').spec.tls[0].secretName = 'tls'), /TLS Secret tls is not known/],
  // Schema errors (kubernetes-models).
  ['a port number written as text', (objects) => (named(objects, 'Deployment', 'builder').spec.template.spec.containers[0].ports[0].containerPort = '3101'), /Deployment eoa\/builder: .*containerPort must be integer/],
  ['a Deployment without containers', (objects) => delete named(objects, 'Deployment', 'loot').spec.template.spec.containers, /Deployment eoa\/loot: .*must have required property containers/],
  ['an HPA bound written as text', (objects) => (named(objects, 'HorizontalPodAutoscaler', 'builder').spec.maxReplicas = 'six'), /HorizontalPodAutoscaler eoa\/builder: .*maxReplicas must be integer/],
  ['an Ingress path without its pathType', (objects) => delete named(objects, 'Ingress', 'gateway').spec.rules[0].http.paths[0].pathType, /Ingress eoa\/gateway: .*pathType/],
];

for (const [what, breakIt, expected] of BREAKAGES) {
  test(`the checks report ${what}`, () => {
    const objects = render(production);
    breakIt(objects);
    const problems = allProblems(objects);
    assert.ok(problems.some((problem) => expected.test(problem)), `expected ${expected}, got:\n${problems.join('\n')}`);
  });
}

test('the renderer refuses what it does not implement instead of ignoring it', (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'eoa-kustomize-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  writeFileSync(join(folder, 'service.yaml'), 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports: [{ port: 80 }]\n');
  const refuse = (kustomization, expected, resources = ['service.yaml']) => {
    writeFileSync(join(folder, 'kustomization.yaml'), `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [${resources}]\n${kustomization}`);
    assert.throws(() => renderKustomization(folder), expected);
  };
  refuse('commonLabels: { a: b }\n', /"commonLabels" is not supported/);
  refuse('configMapGenerator: [{ name: x, literals: [a=b] }]\n', /"configMapGenerator" is not supported/);
  refuse('labels: [{ pairs: { a: b }, includeSelectors: true }]\n', /includeSelectors is not supported/);
  refuse('labels: [{ pairs: { a: b }, includeTemplates: true }]\n', /"includeTemplates" is not supported/);
  refuse('patches: [{ target: { kind: Service, name: web }, patch: "spec:\\n  type: NodePort" }]\n', /only JSON 6902 patches/);
  refuse('patches: [{ path: patch.yaml }]\n', /"path" is not supported/);
  refuse('patches: [{ target: { kind: Service, labelSelector: "a=b" }, patch: "[]" }]\n', /"labelSelector" is not supported/);
  refuse('patches: [{ target: { kind: Service, name: web }, patch: "[{op: move, from: /spec, path: /x}]" }]\n', /"from" is not supported|only add, replace and remove/);
  refuse('patches: [{ target: { kind: Service, name: other }, patch: "[]" }]\n', /no Service named other/);
  refuse('replicas: [{ name: web, count: 2 }]\n', /no workload named web/);
  refuse('images: [{ name: nginx, newTag: "1" }]\n', /no container runs the image nginx/);
  writeFileSync(join(folder, 'copy.yaml'), 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n');
  refuse('', /v1 Service web is defined twice/, ['service.yaml', 'copy.yaml']);
  writeFileSync(join(folder, 'service.yaml'), 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n');
  refuse('namespace: x\n', /v1 Pod is not a kind these manifests know/);
});

test('JSON 6902 operations and image references behave as in kustomize', () => {
  const object = { spec: { rules: [{ a: 1 }], keep: true } };
  applyOperation(object, { op: 'add', path: '/spec/rules/0/host', value: 'h' });
  applyOperation(object, { op: 'add', path: '/spec/rules/-', value: { b: 2 } });
  applyOperation(object, { op: 'add', path: '/spec/rules/0', value: { first: true } });
  applyOperation(object, { op: 'replace', path: '/spec/keep', value: false });
  applyOperation(object, { op: 'remove', path: '/spec/rules/2' });
  applyOperation(object, { op: 'add', path: '/metadata~1x', value: 1 });
  assert.deepEqual(object, { spec: { rules: [{ first: true }, { a: 1, host: 'h' }], keep: false }, 'metadata/x': 1 });
  assert.throws(() => applyOperation(object, { op: 'replace', path: '/spec/missing', value: 1 }), /nothing to replace/);
  assert.throws(() => applyOperation(object, { op: 'remove', path: '/spec/rules/5' }), /no index 5/);
  assert.throws(() => applyOperation(object, { op: 'add', path: '/status/x', value: 1 }), /nothing at \/status/);

  assert.deepEqual(parseImage('eoa-companion/service'), { name: 'eoa-companion/service', tag: undefined, digest: undefined });
  assert.deepEqual(parseImage('registry:5000/a/b:1.0'), { name: 'registry:5000/a/b', tag: '1.0', digest: undefined });
  assert.deepEqual(parseImage('registry:5000/a/b@sha256:ab'), { name: 'registry:5000/a/b', tag: undefined, digest: 'sha256:ab' });
});

// Where kubectl is installed, the renderer must agree with kustomize itself, object for object.
const kubectl = (() => {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
})();

for (const [label, folder] of [['base', base], ['production overlay', production]]) {
  test(`the ${label} renders as kubectl kustomize renders it`, { skip: !kubectl && 'kubectl is not installed' }, () => {
    const output = execFileSync('kubectl', ['kustomize', folder], { encoding: 'utf8', timeout: 60_000 });
    const theirs = parseAllDocuments(output).map((document) => document.toJS());
    const key = (object) => `${object.apiVersion} ${object.kind} ${object.metadata.namespace ?? ''}/${object.metadata.name}`;
    const sorted = (objects) => [...objects].sort((a, b) => key(a).localeCompare(key(b)));
    assert.deepEqual(sorted(render(folder)), sorted(theirs));
  });
}
