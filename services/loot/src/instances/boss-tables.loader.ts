import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** The loot tables as stored, every name in all four languages (what the cache keeps; presented per language). */
export interface RawDrop {
  itemId: number;
  itemName: Localized;
  dropChance: number;
}

export interface RawBoss {
  mobId: number;
  name: Localized;
  location: Localized | null;
  level: number;
  instanceId: number;
  drops: RawDrop[];
}

export interface RawInstance {
  id: number;
  name: Localized;
  type: string;
  levelMin: number;
  levelMax: number;
  size: string;
  bosses: RawBoss[];
}

interface InstanceRow {
  id: number;
  name: Localized;
  type: string;
  level_min: number;
  level_max: number;
  size: string;
}

interface BossRow {
  mob_id: number;
  instance_id: number;
  name: Localized;
  location: Localized | null;
  level: number;
}

interface DropRow {
  mob_id: number;
  item_id: number;
  item_name: Localized;
  drop_chance: number;
}

/**
 * Reads instances, bosses (names from npc_refs) and guaranteed drops (names from item_refs) in three queries.
 * Instances in the order of their level range, bosses by level then id, drops in the order the data lists them.
 */
@Injectable()
export class BossTablesLoader {
  constructor(private readonly dataSource: DataSource) {}

  async load(): Promise<RawInstance[]> {
    const [instances, bosses, drops] = await Promise.all([
      this.dataSource.query<InstanceRow[]>(
        'SELECT id, name, type, level_min, level_max, size FROM loot.instances ORDER BY level_min, level_max, id',
      ),
      this.dataSource.query<BossRow[]>(
        `SELECT b.mob_id, b.instance_id, n.name, b.location, b.level
           FROM loot.bosses b JOIN loot.npc_refs n ON n.id = b.mob_id
          ORDER BY b.level, b.mob_id`,
      ),
      this.dataSource.query<DropRow[]>(
        `SELECT d.mob_id, d.item_id, i.name AS item_name, d.drop_chance
           FROM loot.boss_drops d JOIN loot.item_refs i ON i.id = d.item_id
          ORDER BY d.mob_id, d.position`,
      ),
    ]);
    const dropsByBoss = new Map<number, RawDrop[]>();
    for (const row of drops) {
      const list = dropsByBoss.get(row.mob_id) ?? [];
      list.push({ itemId: row.item_id, itemName: row.item_name, dropChance: row.drop_chance });
      dropsByBoss.set(row.mob_id, list);
    }
    const byInstance = new Map<number, RawInstance>(
      instances.map((row) => [
        row.id,
        { id: row.id, name: row.name, type: row.type, levelMin: row.level_min, levelMax: row.level_max, size: row.size, bosses: [] },
      ]),
    );
    for (const row of bosses) {
      byInstance.get(row.instance_id)?.bosses.push({
        mobId: row.mob_id,
        name: row.name,
        location: row.location,
        level: row.level,
        instanceId: row.instance_id,
        drops: dropsByBoss.get(row.mob_id) ?? [],
      });
    }
    return [...byInstance.values()];
  }
}
