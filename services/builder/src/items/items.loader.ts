import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RulesItem } from '@eoa/game-rules';
import type { GameDataPart } from '../game-data/game-data.part.js';
import type { IconItemRow } from '../icons/icon-index.js';
import { Item } from './item.entity.js';

/** What the snapshot takes from the items: their count and what the icon index draws them with. */
export interface ItemsData {
  itemCount: number;
  /** By id ascending (the lowest id using an icon gives its picture). */
  iconItems: readonly IconItemRow[];
}

/** Reads every item's rules and icon fields (not the display texts) for the game-data snapshot: one query, at boot. */
@Injectable()
export class ItemsLoader {
  constructor(@InjectRepository(Item) private readonly items: Repository<Item>) {}

  async load(): Promise<GameDataPart<ItemsData>> {
    const rows = await this.items.find({
      select: {
        id: true, slot: true, level: true, setId: true, armour: true, weaponType: true, itemClass: true, isUnique: true, minLevel: true,
        requiredClass: true, stats: true, icon: true, quality: true, category: true,
      },
      order: { id: 'ASC' },
    });
    const rulesItems = new Map<number, RulesItem>();
    for (const row of rows) {
      rulesItems.set(row.id, {
        id: row.id,
        slot: row.slot as RulesItem['slot'],
        level: row.level,
        setId: row.setId,
        armour: row.armour,
        weaponType: row.weaponType,
        itemClass: row.itemClass,
        isUnique: row.isUnique,
        minLevel: row.minLevel,
        requiredClass: row.requiredClass,
        stats: row.stats,
      });
    }
    return { data: { itemCount: rows.length, iconItems: rows }, rules: { items: rulesItems } };
  }
}
