// Money and durations as the pages and the services show them (spec 1 §9 cooldowns, spec 2 §9 currency).

/** 100 copper = 1 silver; item worth and vendor cost count 100,000 copper per gold (spec 2 §9). */
export const COPPER_PER_SILVER = 100;
export const COPPER_PER_GOLD = 100_000;

export interface CoinParts {
  gold: number;
  silver: number;
  copper: number;
}

/** Copper split into gold, silver and copper (`copperPerGold`: 100,000, or the calculator's 10,000). */
export function coinParts(totalCopper: number, copperPerGold = COPPER_PER_GOLD): CoinParts {
  const copper = Math.max(0, Math.floor(totalCopper));
  return {
    gold: Math.floor(copper / copperPerGold),
    silver: Math.floor((copper % copperPerGold) / COPPER_PER_SILVER),
    copper: copper % COPPER_PER_SILVER,
  };
}

/** Cooldown as hours, minutes or seconds (spec 1 §9): "1h 30m", "5m", "45s". */
export function formatCooldown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts: string[] = [];
  if (h) parts.push(`${h}h`);
  if (m) parts.push(`${m}m`);
  if (s || parts.length === 0) parts.push(`${s}s`);
  return parts.join(' ');
}
