import { coinParts, formatCooldown } from './money-and-time.js';

describe('coinParts', () => {
  it('splits at 100 copper per silver and 100,000 per gold', () => {
    expect(coinParts(0)).toEqual({ gold: 0, silver: 0, copper: 0 });
    expect(coinParts(99)).toEqual({ gold: 0, silver: 0, copper: 99 });
    // 1 gold 20 silver 5 copper = 100000 + 2000 + 5.
    expect(coinParts(102_005)).toEqual({ gold: 1, silver: 20, copper: 5 });
    expect(coinParts(12_345)).toEqual({ gold: 0, silver: 123, copper: 45 });
  });
  it("counts the calculator's 10,000 per gold when asked", () => {
    expect(coinParts(12_345, 10_000)).toEqual({ gold: 1, silver: 23, copper: 45 });
  });
  it('never shows a negative or fractional coin', () => {
    expect(coinParts(-5)).toEqual({ gold: 0, silver: 0, copper: 0 });
    expect(coinParts(150.9)).toEqual({ gold: 0, silver: 1, copper: 50 });
  });
});

describe('formatCooldown', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [300, '5m'],
    [5400, '1h 30m'],
    [3661, '1h 1m 1s'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatCooldown(seconds)).toBe(text);
  });
});
