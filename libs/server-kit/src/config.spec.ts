import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig: admin tokens and backups', () => {
  it('defaults: tokens live 2 h, backups go to var/backups/admin under the working directory', () => {
    const config = loadConfig({});
    expect(config.adminTokenTtlSeconds).toBe(7200);
    expect(config.backupDir).toBe(join(process.cwd(), 'var', 'backups', 'admin'));
    expect(config.backupKeep).toBe(30);
  });

  it('takes ADMIN_TOKEN_TTL_SECONDS from 60 to 86400 and refuses anything else', () => {
    expect(loadConfig({ ADMIN_TOKEN_TTL_SECONDS: '900' }).adminTokenTtlSeconds).toBe(900);
    for (const bad of ['59', '86401', '1.5', 'two hours', '-60', '0']) {
      expect(() => loadConfig({ ADMIN_TOKEN_TTL_SECONDS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ADMIN_TOKEN_TTL_SECONDS: bad })).toThrow(`ADMIN_TOKEN_TTL_SECONDS must be a whole number between 60 and 86400, got "${bad}"`);
    }
  });

  it('makes BACKUP_DIR absolute', () => {
    expect(loadConfig({ BACKUP_DIR: '/srv/backups' }).backupDir).toBe('/srv/backups');
    expect(loadConfig({ BACKUP_DIR: 'backups' }).backupDir).toBe(join(process.cwd(), 'backups'));
  });

  it('takes BACKUP_KEEP from 1 to 10000 and refuses anything else', () => {
    expect(loadConfig({ BACKUP_KEEP: '1' }).backupKeep).toBe(1);
    expect(loadConfig({ BACKUP_KEEP: '365' }).backupKeep).toBe(365);
    for (const bad of ['0', '-3', '2.5', 'all', '10001']) {
      expect(() => loadConfig({ BACKUP_KEEP: bad })).toThrow(`BACKUP_KEEP must be a whole number between 1 and 10000, got "${bad}"`);
    }
  });
});

describe('loadConfig: service URLs and replicas', () => {
  it('defaults each service to one upstream on its port, which is also its URL for internal calls', () => {
    const config = loadConfig({ BUILDER_PORT: '4101' });
    expect(config.serviceUpstreams.builder).toEqual(['http://127.0.0.1:4101']);
    expect(config.serviceUrls.builder).toBe('http://127.0.0.1:4101');
    expect(config.serviceUpstreams.admin).toEqual(['http://127.0.0.1:3105']);
  });

  it('takes a comma-separated list of replicas; internal calls use the first', () => {
    const config = loadConfig({ BUILDER_URL: 'http://a:3101, http://b:3111/ ,https://c' });
    expect(config.serviceUpstreams.builder).toEqual(['http://a:3101', 'http://b:3111', 'https://c']);
    expect(config.serviceUrls.builder).toBe('http://a:3101');
  });

  it('refuses a bad entry, an empty entry or the same URL twice, naming the variable', () => {
    expect(() => loadConfig({ BUILDER_URL: 'http://a:3101,nonsense' })).toThrow('BUILDER_URL must be a URL, got "nonsense"');
    expect(() => loadConfig({ LOOT_URL: 'http://a,ftp://b' })).toThrow('LOOT_URL must use http: or https:, got "ftp://b"');
    expect(() => loadConfig({ BUILDER_URL: 'http://a,,http://b' })).toThrow(
      'BUILDER_URL has an empty entry in its comma-separated list, got "http://a,,http://b"',
    );
    expect(() => loadConfig({ BUILDER_URL: 'http://a:1,http://a:1/' })).toThrow('BUILDER_URL lists http://a:1 twice');
    expect(() => loadConfig({ BUILDER_URL: 'http://a:1,' })).toThrow(ConfigError);
  });
});

describe('loadConfig: proxies in front of the gateway', () => {
  it('trusts none by default: the gateway is the public edge', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
  });

  it('takes presets, addresses and ranges (CIDR or netmask), comma-separated', () => {
    expect(loadConfig({ GATEWAY_TRUSTED_PROXIES: ' uniquelocal, 203.0.113.7 ,10.0.0.0/8,fd00::/8, 172.16.0.0/255.240.0.0 ' }).trustedProxies).toEqual([
      'uniquelocal',
      '203.0.113.7',
      '10.0.0.0/8',
      'fd00::/8',
      '172.16.0.0/255.240.0.0',
    ]);
  });

  it('refuses what is neither, naming the variable', () => {
    for (const wrong of ['everyone', '10.0.0.0/33', '10.0.0/8', '::1/129', '1.2.3.4/8/2', '10.0.0.0/']) {
      expect(() => loadConfig({ GATEWAY_TRUSTED_PROXIES: wrong })).toThrow(/GATEWAY_TRUSTED_PROXIES must list/);
    }
  });
});

describe('loadConfig: defaults and the variables the launcher shares', () => {
  it('takes an empty variable as unset, except REDIS_PREFIX, which may be empty', () => {
    const config = loadConfig({ GATEWAY_PORT: '', DATABASE_URL: '', LOG_FORMAT: '', REDIS_PREFIX: '' });
    expect(config.gatewayPort).toBe(3000);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/eoa');
    expect(config.logFormat).toBe('pretty');
    expect(config.redisPrefix).toBe('');
    expect(loadConfig({}).redisPrefix).toBe('eoa:');
  });

  it('runs without Redis on REDIS_URL=none, and drops a trailing slash of a URL', () => {
    expect(loadConfig({ REDIS_URL: 'none' })).toMatchObject({ redisEnabled: false, redisUrl: 'redis://127.0.0.1:6379' });
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380/' })).toMatchObject({ redisEnabled: true, redisUrl: 'rediss://cache:6380' });
    expect(() => loadConfig({ REDIS_URL: 'off' })).toThrow('REDIS_URL must be a URL, got "off"');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/eoa' })).toThrow('DATABASE_URL must use postgres: or postgresql:, got "mysql://db/eoa"');
  });

  it('reads ports, and refuses anything but a port number', () => {
    expect(loadConfig({ GATEWAY_PORT: '8080', LOOT_PORT: '4104' })).toMatchObject({ gatewayPort: 8080, servicePorts: { loot: 4104, admin: 3105 } });
    for (const bad of ['0', '65536', '80.5', 'http']) {
      expect(() => loadConfig({ ADMIN_PORT: bad })).toThrow(`ADMIN_PORT must be a port number between 1 and 65535, got "${bad}"`);
    }
  });

  it('names the allowed values of DATABASE_MODE and LOG_FORMAT, and the positive integers', () => {
    expect(loadConfig({ DATABASE_MODE: 'embedded' }).databaseMode).toBe('embedded');
    expect(() => loadConfig({ DATABASE_MODE: 'cloud' })).toThrow('DATABASE_MODE must be external or embedded, got "cloud"');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be json or pretty');
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '0' })).toThrow('UPSTREAM_TIMEOUT_MS must be a positive integer, got "0"');
  });
});

describe('loadConfig: production', () => {
  it('writes JSON logs and has no development secrets or administrator password', () => {
    const config = loadConfig({ NODE_ENV: 'production', INTERNAL_TOKEN: 'i', JWT_SECRET: 'j' });
    expect(config).toMatchObject({ isProduction: true, logFormat: 'json', internalToken: 'i', jwtSecret: 'j', adminPassword: undefined });
    expect(loadConfig({}).adminPassword).toBe('admin');
  });

  it('refuses to start without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'j' })).toThrow('INTERNAL_TOKEN must be set in production');
    expect(() => loadConfig({ NODE_ENV: 'production', INTERNAL_TOKEN: 'i', JWT_SECRET: '' })).toThrow('JWT_SECRET must be set in production');
  });
});

describe('loadConfig: where the remotes are deployed', () => {
  it('takes an http(s) URL or a site path', () => {
    const config = loadConfig({ REMOTE_LOOT_URL: 'https://cdn.example.net/loot/', REMOTE_ATLAS_URL: '/static/atlas/mf-manifest.json', REMOTE_ADMIN_URL: '' });
    expect(config.remoteUrls).toEqual({ loot: 'https://cdn.example.net/loot/', atlas: '/static/atlas/mf-manifest.json' });
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => loadConfig({ REMOTE_LOOT_URL: 'cdn.example.net/loot' })).toThrow(
      'REMOTE_LOOT_URL must be an http(s) URL or a path starting with "/", got "cdn.example.net/loot"',
    );
    expect(() => loadConfig({ REMOTE_ADMIN_URL: 'ftp://cdn.example.net/admin/' })).toThrow('REMOTE_ADMIN_URL must use http: or https:, got "ftp://cdn.example.net/admin/"');
  });
});

describe('loadConfig: a bad environment', () => {
  it('reports every problem, one line each naming the variable', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', GATEWAY_PORT: 'x', BUILDER_URL: 'http://a,,', BACKUP_KEEP: '0', JWT_SECRET: 'j' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = [
      'GATEWAY_PORT must be a port number between 1 and 65535, got "x"',
      'BUILDER_URL has an empty entry in its comma-separated list, got "http://a,,"',
      'BACKUP_KEEP must be a whole number between 1 and 10000, got "0"',
      'INTERNAL_TOKEN must be set in production',
    ];
    expect((error as ConfigError).problems).toEqual(problems);
    expect((error as ConfigError).message).toBe(problems.join('\n'));
  });
});
