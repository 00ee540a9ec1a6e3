// An item_sources row as the ItemDropSource of spec 1 §3: the name fields of its kind of source, in English
// and in the request's language.

import { localize, SOURCE_TYPES, type ItemDropSource, type LanguageCode, type Localized } from '@eoa/contracts';
import type { RawItemSource } from './item-sources.loader.js';

const named = (text: Localized | null, lang: LanguageCode) => ({ en: localize(text, 'en'), local: localize(text, lang) });

export function presentItemSource(row: RawItemSource, lang: LanguageCode): ItemDropSource {
  const source: ItemDropSource = {
    sourceType: row.sourceType,
    location: localize(row.location, 'en'),
    localizedLocation: localize(row.location, lang),
    dropChance: row.dropChance,
  };
  const npc = named(row.npcName, lang);
  switch (SOURCE_TYPES[row.sourceType]) {
    case 'Mob':
      return { ...source, mobId: row.npcId, mobName: npc.en, localizedMobName: npc.local };
    case 'Container': {
      const container = named(row.container, lang);
      return { ...source, containerName: container.en, localizedContainerName: container.local };
    }
    case 'Recipe': {
      const recipe = named(row.recipeName, lang);
      return {
        ...source,
        recipeId: row.recipeId,
        recipeName: recipe.en,
        localizedRecipeName: recipe.local,
        profession: localize(row.professionName, lang) ?? row.professionCode,
        professionCode: row.professionCode,
        recipeTier: row.recipeTier,
      };
    }
    case 'Quest': {
      const quest = named(row.questName, lang);
      return { ...source, questId: row.questId, questName: quest.en, localizedQuestName: quest.local, questLevel: row.questLevel };
    }
    case 'Vendor':
      return { ...source, vendorId: row.npcId, vendorName: npc.en, localizedVendorName: npc.local, priceCopper: row.priceCopper };
    case 'Barter':
      return {
        ...source,
        barterId: row.npcId,
        barterName: npc.en,
        localizedBarterName: npc.local,
        barterItemId: row.barterItemId,
        barterItemName: localize(row.barterItemName, lang),
        barterQuantity: row.barterQuantity,
      };
    default:
      return source;
  }
}
