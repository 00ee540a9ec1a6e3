import type { DependencyHealth } from '@eoa/contracts';
import { overallStatus } from './health.js';

const ok: DependencyHealth = { status: 'ok' };
const degraded: DependencyHealth = { status: 'degraded' };
const down: DependencyHealth = { status: 'down' };

describe('overallStatus', () => {
  it('is ok when everything is ok', () => {
    expect(overallStatus(ok, ok, [ok, ok, ok, ok, ok])).toBe('ok');
  });
  it('is degraded when Redis is down', () => {
    expect(overallStatus(ok, down, [ok, ok])).toBe('degraded');
  });
  it('is degraded when a service is degraded', () => {
    expect(overallStatus(ok, ok, [ok, degraded])).toBe('degraded');
  });
  it('is down when PostgreSQL is down, whatever else', () => {
    expect(overallStatus(down, ok, [ok, ok])).toBe('down');
  });
  it('is down when any service is down, even with Redis down too', () => {
    expect(overallStatus(ok, down, [ok, down])).toBe('down');
  });
});
