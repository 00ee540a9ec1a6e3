// The upgrade finder's work, the same in the Web Worker and (where there is no worker, e.g. tests) in the page:
// an engine built once from the game data, then one search per request.

import type { Buffs, EquipmentSlot, EquippedTrait, FormulaStatKey, Item, StatFormulaSetting } from '@eoa/contracts';
import { createStatEngine, findUpgrades, rulesDataFromApi, type BuilderApiData, type EquipContext, type Equipment, type StatEngine, type UpgradeGain, type UpgradeTarget } from '@eoa/game-rules';

/** A search: the build by item ids (the worker holds the items), the rules' context, the candidates and the goal. */
export interface UpgradeRequest {
  className: string;
  raceName: string;
  level: number;
  equipmentIds: Partial<Record<EquipmentSlot, number>>;
  equippedTraits: EquippedTrait[];
  buffs: Buffs;
  formulas: Partial<Record<FormulaStatKey, StatFormulaSetting>>;
  ctx: EquipContext;
  candidateIds: number[];
  target: UpgradeTarget;
}

export class UpgradeEngine {
  private engine: StatEngine | null = null;
  private items = new Map<number, Item>();

  init(data: BuilderApiData, items: Item[]): void {
    this.items = new Map(items.map((item) => [item.id, item]));
    this.engine = createStatEngine(rulesDataFromApi(data, items));
  }

  find(request: UpgradeRequest): UpgradeGain[] {
    if (!this.engine) return [];
    const equipment: Equipment<Item> = {};
    for (const [slot, id] of Object.entries(request.equipmentIds) as [EquipmentSlot, number][]) {
      const item = this.items.get(id);
      if (item) equipment[slot] = item;
    }
    const candidates = request.candidateIds.map((id) => this.items.get(id)).filter((item): item is Item => Boolean(item));
    const build = { className: request.className, raceName: request.raceName, level: request.level, equipment, equippedTraits: request.equippedTraits, buffs: request.buffs, formulas: request.formulas };
    return findUpgrades(this.engine, build, request.ctx, candidates, request.target);
  }
}
