// An item row → the Item payload in one language: English name and the request's localizedName, display
// names of every code from the translations, stats with display values, worth, set name and the display
// strings of the tooltip (spec 1 §3). Pure: the same row, snapshot and language give the same object.

import { formatCooldown } from '@eoa/game-rules';
import { localize } from '@eoa/contracts';
import type { Item, ItemEffect, LanguageCode } from '@eoa/contracts';
import type { Effect } from '@eoa/dataset';
import type { GameSnapshot } from '../game-data/game-snapshot.js';
import { codeName, formatNumber, formatWorth, presentStat } from '../common/texts.js';
import type { Item as ItemRow } from './item.entity.js';

export function presentEffects(effects: readonly Effect[], lang: LanguageCode): ItemEffect[] {
  return effects.map((e) => ({ name: localize(e.name, lang) ?? '', description: localize(e.description, lang) ?? '', spellcraft: e.spellcraft }));
}

export function presentItem(row: ItemRow, snapshot: GameSnapshot, lang: LanguageCode): Item {
  const { translations } = snapshot;
  const name = (group: string, code: string) => codeName(translations, group, code, lang);
  const progressions = snapshot.engine.progressions;
  const effects = presentEffects(row.effects, lang);
  const skillName = localize(row.skillName, lang);
  const set = row.setId !== null ? snapshot.setsById.get(row.setId) : undefined;
  const isWeapon = row.minDamage !== null && row.maxDamage !== null;
  const worth = formatWorth(row.worthCopper, translations, lang);

  return {
    id: row.id,
    name: row.name.en,
    localizedName: localize(row.name, lang) ?? row.name.en,
    icon: row.icon,
    quality: row.quality,
    qualityName: name('quality', row.quality),
    slot: row.slot as Item['slot'],
    slotName: row.slot ? name('slot', row.slot) : undefined,
    category: row.category,
    categoryName: name('category', row.category),
    weaponType: row.weaponType,
    armourType: row.armourType as Item['armourType'],
    damageType: row.damageType,
    itemClass: row.itemClass,
    itemClassName: name('itemClass', row.itemClass),
    binding: row.binding,
    isUnique: row.isUnique,
    stackSize: row.stackSize,
    minLevel: row.minLevel,
    level: row.level,
    requiredClass: row.requiredClass,
    requiredClassName: row.requiredClass ? name('class', row.requiredClass) : null,
    minDamage: row.minDamage,
    maxDamage: row.maxDamage,
    dps: row.dps,
    attackSpeed: row.attackSpeed,
    slayerValue: row.slayerValue,
    slayerGenus: row.slayerGenus,
    slayerGenusName: row.slayerGenus ? name('genus', row.slayerGenus) : null,
    armour: row.armour,
    stats: row.stats.map((s) => presentStat(s, row.level, 'item', progressions, translations, lang)),
    effects,
    effectDescription: effects.length ? effects.map((e) => e.description).join('\n') : null,
    skillName,
    cooldownDuration: row.cooldownDuration,
    durability: row.durability,
    sturdiness: row.sturdiness,
    worthCopper: row.worthCopper,
    worth: { display: lang === 'en' ? worth : formatWorth(row.worthCopper, translations, 'en'), localizedDisplay: worth },
    setId: row.setId,
    setName: set ? localize(set.name, lang) : null,
    description: localize(row.description, lang),
    onUseDisplay: skillName ? (row.cooldownDuration ? `${skillName} (${formatCooldown(row.cooldownDuration)})` : skillName) : null,
    damageDisplay: isWeapon
      ? `${formatNumber(row.minDamage!)}–${formatNumber(row.maxDamage!)}${row.damageType ? ` ${name('damageType', row.damageType)}` : ''}`
      : null,
    slayerDisplay: row.slayerValue !== null && row.slayerGenus ? `+${formatNumber(row.slayerValue)} ${name('genus', row.slayerGenus)}` : null,
    speedDisplay: row.attackSpeed !== null ? `${formatNumber(row.attackSpeed)}s` : null,
    dpsDisplay: row.dps !== null ? formatNumber(row.dps) : null,
    equipmentCategoryName: row.slot ? name('slot', row.slot) : null,
  };
}
