// An item source row as the API answers it: the name fields of its kind of source only, English and local.
import { SOURCE_TYPE_CODES, type Localized } from '@eoa/contracts';
import type { RawItemSource } from './item-sources.loader.js';
import { presentItemSource } from './item-source.presenter.js';

const L = (en: string, de = en, fr = en, ru = en): Localized => ({ en, de, fr, ru });

const empty: RawItemSource = {
  sourceType: 0, npcId: null, npcName: null, container: null, recipeId: null, recipeName: null, professionCode: null, professionName: null,
  recipeTier: null, questId: null, questName: null, questLevel: null, location: null, dropChance: null, priceCopper: null, barterItemId: null,
  barterItemName: null, barterQuantity: null,
};
const where = L('Bree-town', 'Bree-Stadt', 'Bree-ville', 'Бри');

describe('presentItemSource', () => {
  it('a mob: its id and name, the location and the drop chance', () => {
    const row = { ...empty, sourceType: SOURCE_TYPE_CODES.Mob, npcId: 12, npcName: L('Old Bandit', 'Alter Bandit', 'Vieux bandit', 'Старый бандит'), location: where, dropChance: 7.5 };
    expect(presentItemSource(row, 'de')).toEqual({
      sourceType: 0, location: 'Bree-town', localizedLocation: 'Bree-Stadt', dropChance: 7.5, mobId: 12, mobName: 'Old Bandit', localizedMobName: 'Alter Bandit',
    });
  });

  it('a container: its name only', () => {
    const row = { ...empty, sourceType: SOURCE_TYPE_CODES.Container, container: L('Chest', 'Truhe', 'Coffre', 'Сундук') };
    expect(presentItemSource(row, 'fr')).toEqual({ sourceType: 1, location: null, localizedLocation: null, dropChance: null, containerName: 'Chest', localizedContainerName: 'Coffre' });
  });

  it('a recipe: id, names, the profession by name (its code when unnamed) and tier', () => {
    const row = {
      ...empty, sourceType: SOURCE_TYPE_CODES.Recipe, recipeId: 40, recipeName: L('Bronze Sword', 'Bronzeschwert', 'Épée de bronze', 'Бронзовый меч'),
      professionCode: 'weaponsmith', professionName: L('Weaponsmith', 'Waffenschmied', 'Fabricant d’armes', 'Оружейник'), recipeTier: 1,
    };
    expect(presentItemSource(row, 'ru')).toEqual({
      sourceType: 2, location: null, localizedLocation: null, dropChance: null, recipeId: 40, recipeName: 'Bronze Sword', localizedRecipeName: 'Бронзовый меч',
      profession: 'Оружейник', professionCode: 'weaponsmith', recipeTier: 1,
    });
    expect(presentItemSource({ ...row, professionName: null }, 'ru')).toMatchObject({ profession: 'weaponsmith' });
  });

  it('a quest: id, names and level', () => {
    const row = { ...empty, sourceType: SOURCE_TYPE_CODES.Quest, questId: 9, questName: L('A Light in the Dark', 'Ein Licht im Dunkeln'), questLevel: 14, location: where };
    expect(presentItemSource(row, 'de')).toEqual({
      sourceType: 3, location: 'Bree-town', localizedLocation: 'Bree-Stadt', dropChance: null, questId: 9, questName: 'A Light in the Dark',
      localizedQuestName: 'Ein Licht im Dunkeln', questLevel: 14,
    });
  });

  it('a vendor: its id, name and price; a barterer: its id, name and what it takes', () => {
    const npc = { npcId: 5, npcName: L('Trader', 'Händler', '', 'Торговец') };
    expect(presentItemSource({ ...empty, sourceType: SOURCE_TYPE_CODES.Vendor, ...npc, priceCopper: 12345 }, 'fr')).toEqual({
      sourceType: 4, location: null, localizedLocation: null, dropChance: null, vendorId: 5, vendorName: 'Trader', localizedVendorName: 'Trader', priceCopper: 12345,
    });
    const barter = { ...empty, sourceType: SOURCE_TYPE_CODES.Barter, ...npc, barterItemId: 77, barterItemName: L('Token', 'Marke', 'Jeton', 'Жетон'), barterQuantity: 3 };
    expect(presentItemSource(barter, 'ru')).toEqual({
      sourceType: 5, location: null, localizedLocation: null, dropChance: null, barterId: 5, barterName: 'Trader', localizedBarterName: 'Торговец',
      barterItemId: 77, barterItemName: 'Жетон', barterQuantity: 3,
    });
  });

  it('an unknown kind of source: the common fields only', () => {
    expect(presentItemSource({ ...empty, sourceType: 9, npcId: 5, npcName: L('Trader'), location: where, dropChance: 1 }, 'en')).toEqual({
      sourceType: 9, location: 'Bree-town', localizedLocation: 'Bree-town', dropChance: 1,
    });
  });
});
