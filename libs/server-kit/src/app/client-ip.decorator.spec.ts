import { plainIp } from './client-ip.decorator.js';

describe('plainIp', () => {
  it('writes an IPv4-mapped IPv6 address as IPv4', () => {
    expect(plainIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(plainIp('::FFFF:10.0.0.12')).toBe('10.0.0.12');
  });

  it('leaves IPv4, IPv6 and anything else as it is', () => {
    expect(plainIp('192.168.1.4')).toBe('192.168.1.4');
    expect(plainIp('::1')).toBe('::1');
    expect(plainIp('2001:db8::ffff:1.2.3.4')).toBe('2001:db8::ffff:1.2.3.4');
    expect(plainIp('unknown')).toBe('unknown');
  });
});
