// Item sources: every item gets at least one, consistent with recipes, quest rewards, boss drops and vendors.

import { SOURCE_TYPE_CODES, type Localized } from '@eoa/contracts';
import type { ItemSourceRecord, NpcRecord } from '../format/schema.js';
import { Ctx } from './context.js';
import type { CraftingIndex } from './crafting.js';
import { round } from './rng.js';
import { L } from './words.js';

const CONTAINERS: Localized[] = [
  L('Chest', 'Truhe', 'Coffre', 'Сундук'),
  L('Strong-box', 'Geldkassette', 'Coffre-fort', 'Шкатулка'),
  L('Coffer', 'Kästchen', 'Coffret', 'Ларец'),
  L('Barrow Chest', 'Hügelgrabtruhe', 'Coffre des Galgals', 'Курганный сундук'),
  L('Hoard', 'Hort', 'Trésor', 'Клад'),
  L('Satchel', 'Umhängetasche', 'Besace', 'Сумка'),
];

export function buildSources(ctx: Ctx, craft: CraftingIndex): void {
  const rng = ctx.rng('sources');
  const d = ctx.data;
  const out: ItemSourceRecord[] = [];
  const seen = new Set<string>();
  const has = new Set<number>();
  const add = (s: Omit<ItemSourceRecord, 'id' | 'npcId' | 'container' | 'recipeId' | 'questId' | 'location' | 'dropChance' | 'priceCopper' | 'barterItemId' | 'barterQuantity'> & Partial<ItemSourceRecord>) => {
    const key = `${s.itemId}:${s.sourceType}:${s.npcId ?? ''}:${s.recipeId ?? ''}:${s.questId ?? ''}:${s.container?.en ?? ''}:${s.barterItemId ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    has.add(s.itemId);
    out.push({
      id: 0, npcId: null, container: null, recipeId: null, questId: null, location: null, dropChance: null, priceCopper: null,
      barterItemId: null, barterQuantity: null, ...s,
    });
  };

  // Recipes, quests and bosses: exactly what those records say.
  for (const r of d.recipes) {
    add({ itemId: r.result.itemId, sourceType: SOURCE_TYPE_CODES.Recipe, recipeId: r.id });
    if (r.criticalResult) add({ itemId: r.criticalResult.itemId, sourceType: SOURCE_TYPE_CODES.Recipe, recipeId: r.id });
  }
  for (const q of d.quests) {
    for (const x of [...q.rewards.items, ...q.rewards.selectableItems]) add({ itemId: x.itemId, sourceType: SOURCE_TYPE_CODES.Quest, questId: q.id, location: q.startZone });
  }
  for (const b of d.lootBosses) {
    for (const g of b.guaranteedDrops) add({ itemId: g.itemId, sourceType: SOURCE_TYPE_CODES.Mob, npcId: b.mobId, location: b.location, dropChance: g.dropChance });
  }

  // NPC pools by level.
  const mobs = d.npcs.filter((n) => n.role === 'mob' || n.role === 'elite');
  const mobsByLevel = new Map<number, NpcRecord[]>();
  for (const m of mobs) (mobsByLevel.get(m.level) ?? mobsByLevel.set(m.level, []).get(m.level)!).push(m);
  const mobNear = (level: number): NpcRecord => {
    for (let dl = 0; dl < 50; dl++) {
      for (const l of [level - dl, level + dl]) {
        const list = mobsByLevel.get(l);
        if (list?.length) return rng.pick(list);
      }
    }
    return rng.pick(mobs);
  };
  const vendors = d.npcs.filter((n) => n.role === 'vendor');
  const suppliers = d.npcs.filter((n) => n.role === 'craftingSupplier');
  const barterers = d.npcs.filter((n) => n.role === 'barterer');
  const elites = mobs.filter((m) => m.role === 'elite' && m.level >= 35);
  const hideMobs = mobs.filter((m) => ['wolf', 'bear', 'boar', 'warg', 'beast'].includes(m.race));
  const zoneName = new Map(d.maps.map((m) => [m.id, m.name]));
  const whereOf = (n: NpcRecord) => n.location;

  for (const it of d.items) {
    const meta = ctx.itemMeta.get(it.id)!;
    switch (meta.origin) {
      case 'vendorSupply':
        for (const v of rng.sample(suppliers, 4)) add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Vendor, npcId: v.id, location: whereOf(v), priceCopper: Math.max(1, it.worthCopper * 4) });
        break;
      case 'material':
        if (it.itemClass === 'HIDE') {
          for (const m of rng.sample(hideMobs.filter((h) => Math.abs(h.level - it.level) <= 8), 3)) add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Mob, npcId: m.id, location: whereOf(m), dropChance: round(rng.range(20, 60), 1) });
        } else if (it.itemClass === 'CRITICAL_INGREDIENT') {
          for (const v of rng.sample(suppliers, 2)) add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Vendor, npcId: v.id, location: whereOf(v), priceCopper: it.worthCopper * 5 });
        } else if (meta.nodeCategory !== undefined) {
          const cat = d.markerCategories.find((c) => c.code === meta.nodeCategory)!;
          add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Container, container: cat.name, dropChance: 100 });
        }
        if (!has.has(it.id)) add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Mob, npcId: mobNear(it.level).id, dropChance: round(rng.range(1, 10), 1) });
        break;
      case 'shard':
        for (const m of rng.sample(elites, 6)) add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Mob, npcId: m.id, location: whereOf(m), dropChance: round(rng.range(0.5, 5), 1) });
        break;
      case 'token': {
        const bosses = d.lootBosses.filter((b) => b.guaranteedDrops.length);
        for (const b of rng.sample(bosses, 2)) add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Mob, npcId: b.mobId, location: b.location, dropChance: 100 });
        add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Container, container: rng.pick(CONTAINERS), dropChance: round(rng.range(20, 80), 1) });
        break;
      }
      case 'set': {
        if (!has.has(it.id) || rng.chance(0.3)) {
          const tok = rng.pick(craft.tokens);
          add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Barter, npcId: rng.pick(barterers).id, barterItemId: tok.id, barterQuantity: rng.int(5, 40) * (it.level >= 45 ? 2 : 1) });
        }
        if (!has.has(it.id) || rng.chance(0.3)) {
          const m = mobNear(it.level);
          add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Mob, npcId: m.id, location: whereOf(m), dropChance: round(rng.range(0.5, 5), 1) });
        }
        break;
      }
      case 'drop': {
        for (let k = rng.int(1, 2); k > 0; k--) {
          const m = mobNear(it.level);
          add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Mob, npcId: m.id, location: whereOf(m), dropChance: round(rng.range(0.5, 12), 1) });
        }
        break;
      }
      case 'container': {
        const m = mobNear(it.level);
        add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Container, container: rng.pick(CONTAINERS), location: zoneName.get(m.zones[0]!) ?? null, dropChance: round(rng.range(2, 25), 1) });
        break;
      }
      case 'vendor': {
        const v = rng.pick(vendors);
        add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Vendor, npcId: v.id, location: whereOf(v), priceCopper: it.worthCopper * 5 });
        break;
      }
      case 'barter': {
        const tok = rng.pick(craft.tokens);
        add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Barter, npcId: rng.pick(barterers).id, location: null, barterItemId: tok.id, barterQuantity: rng.int(3, 30) });
        break;
      }
      case 'consumable':
        if (rng.chance(0.3)) {
          const v = rng.pick(vendors);
          add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Vendor, npcId: v.id, location: whereOf(v), priceCopper: it.worthCopper * 6 });
        }
        break;
      default:
        break;
    }
    if (!has.has(it.id)) {
      // Anything still without a source (e.g. a crafted item of an "(Old)" recipe only) drops from a creature.
      const m = mobNear(it.level);
      add({ itemId: it.id, sourceType: SOURCE_TYPE_CODES.Mob, npcId: m.id, location: whereOf(m), dropChance: round(rng.range(0.5, 5), 1) });
    }
  }
  out.forEach((s, i) => (s.id = i + 1));
  d.itemSources = out;
}
