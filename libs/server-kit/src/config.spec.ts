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
