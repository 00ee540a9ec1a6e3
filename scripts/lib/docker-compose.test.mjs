// docker-compose.yml, read as docker compose reads it (YAML merge keys on): builder runs as two replicas
// the gateway balances over, and every service the gateway names exists and is waited for. (The docker
// CLI here has no compose plugin, so `docker compose config` cannot check it.)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true });
const { services } = compose;
const SERVICES = ['builder', 'crafting', 'atlas', 'loot', 'admin'];

/** Compose services running one of our services (SERVICE=<name>), by that name. */
const runners = (name) => Object.keys(services).filter((key) => services[key].environment?.SERVICE === name);
const urlList = (value) => value.split(',').map((entry) => new URL(entry.trim()));

test('builder runs as two identical replicas, with stable names and no host port', () => {
  const replicas = runners('builder');
  assert.deepEqual(replicas, ['builder-1', 'builder-2']);
  const [first, second] = replicas.map((key) => services[key]);
  assert.deepEqual(second, first);
  assert.equal(first.deploy?.replicas, undefined);
  assert.equal(first.ports, undefined);
  assert.equal(first.healthcheck.test.at(-1), 'http://127.0.0.1:3101/api/health');
  for (const name of SERVICES.filter((service) => service !== 'builder')) assert.deepEqual(runners(name), [name]);
});

test('the gateway balances builder over both replicas and reaches every other service by name', () => {
  const environment = services.gateway.environment;
  const builders = urlList(environment.BUILDER_URL);
  assert.deepEqual(builders.map((url) => url.host), ['builder-1:3101', 'builder-2:3101']);
  for (const name of SERVICES) {
    for (const url of urlList(environment[`${name.toUpperCase()}_URL`])) {
      assert.ok(runners(name).includes(url.hostname), `${name.toUpperCase()}_URL points at ${url.hostname}, which does not run ${name}`);
      assert.equal(services.gateway.depends_on[url.hostname]?.condition, 'service_healthy', `the gateway waits for ${url.hostname}`);
    }
  }
  // The services themselves use the first URL of a list (none calls builder today): keep it a real replica.
  for (const name of SERVICES) {
    for (const key of runners(name)) {
      const first = urlList(services[key].environment.BUILDER_URL)[0];
      assert.ok(runners('builder').includes(first.hostname), `${key}'s BUILDER_URL starts with ${first.hostname}`);
    }
  }
});

test('every variable docker-compose.yml requires is listed in .env.example', () => {
  const required = [...composeText.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]);
  assert.ok(required.length > 0);
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  for (const name of new Set(required)) assert.match(example, new RegExp(`^${name}=`, 'm'), `${name} in .env.example`);
});
