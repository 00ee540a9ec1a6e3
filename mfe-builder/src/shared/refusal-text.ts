// The rules' refusals (English, the spec's texts) in the page's language: each message of EQUIP_MESSAGES and
// TRAIT_MESSAGES has a key in the builder namespace whose English text is the spec's, word for word.

import type { TFunction } from 'i18next';
import { CLASS_IDS } from '@eoa/contracts';
import { CLASS_DISPLAY_NAMES, EQUIP_MESSAGES, TRAIT_MESSAGES } from '@eoa/game-rules';

const FIXED: Readonly<Record<string, string>> = {
  [EQUIP_MESSAGES.cannotEquip]: 'refusals.cannotEquip',
  [EQUIP_MESSAGES.invalidSlot]: 'refusals.invalidSlot',
  [EQUIP_MESSAGES.unique]: 'refusals.unique',
  [EQUIP_MESSAGES.cannotDualWield]: 'refusals.cannotDualWield',
  [TRAIT_MESSAGES.invalidSlot]: 'refusals.traitInvalidSlot',
  [TRAIT_MESSAGES.locked]: 'refusals.traitLocked',
  [TRAIT_MESSAGES.wrongType]: 'refusals.traitWrongType',
};

/** "Lore-master" → the class's name in the page's language (common:classes.*). */
function className(name: string, t: TFunction): string {
  const id = CLASS_IDS.find((c) => CLASS_DISPLAY_NAMES[c] === name);
  return id ? t(`common:classes.${id}`) : name;
}

export function refusalText(message: string, t: TFunction): string {
  const key = FIXED[message];
  if (key) return t(`builder:${key}`);
  let match = /^Requires level (\d+)$/.exec(message);
  if (match) return t('builder:refusals.requiresLevel', { level: Number(match[1]) });
  match = /^(.+) requires level (\d+) for dual wielding$/.exec(message);
  if (match) return t('builder:refusals.dualWieldLevel', { className: className(match[1]!, t), level: Number(match[2]) });
  match = /^(.+) can only equip 1h swords in off-hand$/.exec(message);
  if (match) return t('builder:refusals.swordsOnly', { className: className(match[1]!, t) });
  match = /^Requires (.+) class$/.exec(message);
  if (match) return t('builder:refusals.requiresClass', { className: className(match[1]!, t) });
  return message;
}
