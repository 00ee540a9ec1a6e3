// Word lists in English, German, French and Russian, and the small grammar that composes names from them
// (German strong adjective endings, French agreement and order, Russian adjective endings). Not perfect
// prose, but every word is a real word of its language.

import type { Localized } from '@eoa/contracts';

export const L = (en: string, de: string, fr: string, ru: string): Localized => ({ en, de, fr, ru });
/** A proper name: the same in the Latin-script languages, transliterated in Russian. */
export const P = (name: string): Localized => ({ en: name, de: name, fr: name, ru: translit(name) });
export const same = (s: string): Localized => ({ en: s, de: s, fr: s, ru: s });

export type DeGender = 'm' | 'f' | 'n' | 'p';
export type FrGender = 'm' | 'f' | 'mp' | 'fp';
export type RuGender = 'm' | 'f' | 'n' | 'p';

export interface Noun {
  en: string;
  de: string;
  deG: DeGender;
  fr: string;
  frG: FrGender;
  ru: string;
  ruG: RuGender;
}
/** n('Helm', 'Helm m', 'Heaume m', 'Шлем m') */
export function n(en: string, de: string, fr: string, ru: string): Noun {
  const split = (s: string) => {
    const i = s.lastIndexOf(' ');
    return [s.slice(0, i), s.slice(i + 1)] as const;
  };
  const [dw, dg] = split(de);
  const [fw, fg] = split(fr);
  const [rw, rg] = split(ru);
  return { en, de: dw, deG: dg as DeGender, fr: fw, frG: fg as FrGender, ru: rw, ruG: rg as RuGender };
}

export interface Adjective {
  en: string;
  /** German stem: the strong ending (-er, -e, -es) is added. */
  de: string;
  /** French masculine and feminine singular; "de fer"-like phrases are invariant (same in both). */
  frM: string;
  frF: string;
  /** French adjectives that go before the noun (vieux, grand); frMV is the masculine form before a vowel (vieil). */
  frBefore: boolean;
  frMV: string;
  /** Russian masculine singular (-ый, -ий, -ой); the other forms are derived. */
  ru: string;
}
/** a('Old', 'alt', 'vieux/vieille/vieil^', 'старый'): French "m/f[/m before a vowel]", "^" = before the noun. */
export function a(en: string, de: string, fr: string, ru: string): Adjective {
  const frBefore = fr.endsWith('^');
  const [frM, frF = frM, frMV = frM] = (frBefore ? fr.slice(0, -1) : fr).split('/');
  return { en, de, frM: frM!, frF: frF!, frBefore, frMV: frMV!, ru };
}

const cap = (s: string) => (s ? s[0]!.toLocaleUpperCase() + s.slice(1) : s);
const lowerFirst = (s: string) => (s ? s[0]!.toLocaleLowerCase() + s.slice(1) : s);

function deAdj(stem: string, g: DeGender): string {
  return stem + (g === 'm' ? 'er' : g === 'n' ? 'es' : 'e');
}
function frAdj(adj: Adjective, g: FrGender, beforeVowel = false): string {
  if (adj.frM.includes(' ') || adj.frM.startsWith("d'")) return adj.frM; // "de fer", "d'acier": invariant
  const base = g === 'f' || g === 'fp' ? adj.frF : g === 'm' && beforeVowel ? adj.frMV : adj.frM;
  if (g === 'mp' || g === 'fp') {
    if (/[sx]$/.test(base)) return base;
    if (base.endsWith('eau')) return base + 'x';
    return base + 's';
  }
  return base;
}
export function ruAdj(m: string, g: RuGender): string {
  if (g === 'm') return m;
  const stem = m.slice(0, -2);
  const end = m.slice(-2);
  const last = stem.slice(-1);
  const velar = 'кгх'.includes(last);
  const sibilant = 'жшчщ'.includes(last);
  if (end === 'ый') return stem + { f: 'ая', n: 'ое', p: 'ые' }[g];
  if (end === 'ой') return stem + { f: 'ая', n: 'ое', p: velar || sibilant ? 'ие' : 'ые' }[g];
  if (end === 'ий') {
    if (velar) return stem + { f: 'ая', n: 'ое', p: 'ие' }[g];
    if (sibilant) return stem + { f: 'ая', n: 'ее', p: 'ие' }[g];
    return stem + { f: 'яя', n: 'ее', p: 'ие' }[g];
  }
  return m;
}

/**
 * "[adjectives] noun [suffix]" in each language: English and German put adjectives first (German with
 * strong endings), French after the noun (agreeing), Russian first (agreeing, noun in lower case).
 */
export function compose(noun: Noun, adjs: readonly Adjective[] = [], suffix?: Localized): Localized {
  const en = [...adjs.map((x) => x.en), noun.en].join(' ');
  const de = [...adjs.map((x, i) => (i === 0 ? cap(deAdj(x.de, noun.deG)) : deAdj(x.de, noun.deG))), noun.de].join(' ');
  // French: vieux/grand before the noun; material phrases ("de fer") right after it, other adjectives after them.
  const frPre = adjs.filter((x) => x.frBefore);
  const frAdjs = adjs.filter((x) => !x.frBefore).sort((x, y) => Number(isFrPhrase(y)) - Number(isFrPhrase(x)));
  // Most h- nouns of these lists have an aspirated h (la hache, le heaume): no elision before them.
  const vowel = /^[aeiouâéèêîôûœ]/i.test(noun.fr);
  const frNoun = frPre.length ? lowerFirst(noun.fr) : noun.fr;
  const fr = [...frPre.map((x, i) => (i === 0 ? cap(frAdj(x, noun.frG, vowel)) : frAdj(x, noun.frG, vowel))), frNoun, ...frAdjs.map((x) => frAdj(x, noun.frG))].join(' ');
  const ruParts = adjs.map((x) => ruAdj(x.ru, noun.ruG));
  const ru = ruParts.length ? [cap(ruParts[0]!), ...ruParts.slice(1), lowerFirst(noun.ru)].join(' ') : noun.ru;
  if (!suffix) return { en, de, fr, ru };
  return { en: `${en} ${suffix.en}`, de: `${de} ${suffix.de}`, fr: `${fr} ${suffix.fr}`, ru: `${ru} ${suffix.ru}` };
}
const isFrPhrase = (x: Adjective) => x.frM.includes(' ') || x.frM.startsWith("d'");

/** Joins localized parts with a separator per language. */
export function join(parts: readonly Localized[], sep = ' '): Localized {
  return {
    en: parts.map((p) => p.en).join(sep),
    de: parts.map((p) => p.de).join(sep),
    fr: parts.map((p) => p.fr).join(sep),
    ru: parts.map((p) => p.ru).join(sep),
  };
}
/** Fills "{0}", "{1}" … of a localized template with localized values (or plain numbers/strings). */
export function fill(t: Localized, ...args: readonly (Localized | string | number)[]): Localized {
  const f = (lang: keyof Localized) =>
    t[lang].replace(/\{(\d+)\}/g, (_, i) => {
      const v = args[Number(i)];
      return typeof v === 'object' && v !== null ? v[lang] : String(v);
    });
  return { en: f('en'), de: f('de'), fr: f('fr'), ru: f('ru') };
}

const TRANSLIT: [string, string][] = [
  ['shch', 'щ'], ['sh', 'ш'], ['ch', 'ч'], ['th', 'т'], ['kh', 'х'], ['ph', 'ф'], ['zh', 'ж'], ['ts', 'ц'], ['ya', 'я'], ['yu', 'ю'],
  ['ee', 'и'], ['oo', 'у'], ['ck', 'к'],
  ['a', 'а'], ['b', 'б'], ['c', 'к'], ['d', 'д'], ['e', 'е'], ['f', 'ф'], ['g', 'г'], ['h', 'х'], ['i', 'и'], ['j', 'дж'],
  ['k', 'к'], ['l', 'л'], ['m', 'м'], ['n', 'н'], ['o', 'о'], ['p', 'п'], ['q', 'к'], ['r', 'р'], ['s', 'с'], ['t', 'т'],
  ['u', 'у'], ['v', 'в'], ['w', 'в'], ['x', 'кс'], ['y', 'и'], ['z', 'з'],
  ['á', 'а'], ['â', 'а'], ['é', 'е'], ['ê', 'е'], ['ë', 'е'], ['í', 'и'], ['î', 'и'], ['ó', 'о'], ['ô', 'о'], ['ú', 'у'], ['û', 'у'], ['ä', 'е'], ['ö', 'ё'], ['ü', 'ю'],
];
/** Latin → Cyrillic transliteration of proper names (Tolkien names keep their sound). */
export function translit(s: string): string {
  let out = '';
  let i = 0;
  const lower = s.toLowerCase();
  while (i < s.length) {
    let matched = false;
    for (const [lat, cyr] of TRANSLIT) {
      if (lower.startsWith(lat, i)) {
        const upper = s[i] !== lower[i];
        out += upper ? cap(cyr) : cyr;
        i += lat.length;
        matched = true;
        break;
      }
    }
    if (!matched) {
      out += s[i];
      i++;
    }
  }
  return out;
}

// ------------------------------------------------------------------ general adjectives

export const QUALITY_ADJS: Adjective[] = [
  a('Sturdy', 'robust', 'robuste', 'прочный'),
  a('Polished', 'poliert', 'poli/polie', 'полированный'),
  a('Fine', 'fein', 'fin/fine', 'тонкий'),
  a('Ornate', 'verziert', 'orné/ornée', 'узорчатый'),
  a('Worn', 'abgenutzt', 'usé/usée', 'потёртый'),
  a('Engraved', 'graviert', 'gravé/gravée', 'гравированный'),
  a('Gleaming', 'glänzend', 'brillant/brillante', 'сверкающий'),
  a('Ancient', 'uralt', 'ancien/ancienne', 'древний'),
  a('Reinforced', 'verstärkt', 'renforcé/renforcée', 'усиленный'),
  a('Noble', 'edl', 'noble', 'благородный'),
  a('Bright', 'hell', 'clair/claire', 'светлый'),
  a('Dark', 'dunkl', 'sombre', 'тёмный'),
  a('Grim', 'grimmig', 'sinistre', 'мрачный'),
  a('Elven', 'elbisch', 'elfique', 'эльфийский'),
  a('Dwarven', 'zwergisch', 'nain/naine', 'гномский'),
  a('Rugged', 'derb', 'rude', 'грубый'),
  a('Swift', 'flink', 'rapide', 'быстрый'),
  a('Keen', 'scharf', 'acéré/acérée', 'острый'),
  a('Stout', 'stämmig', 'solide', 'крепкий'),
  a('Valiant', 'tapfer', 'vaillant/vaillante', 'доблестный'),
  a('Hardened', 'gehärtet', 'durci/durcie', 'закалённый'),
  a('Simple', 'schlicht', 'simple', 'простой'),
  a('Heavy', 'schwer', 'lourd/lourde', 'тяжёлый'),
  a('Light', 'leicht', 'léger/légère', 'лёгкий'),
  a('Old', 'alt', 'vieux/vieille/vieil^', 'старый'),
  a('Guarded', 'wachsam', 'vigilant/vigilante', 'бдительный'),
  a('Steadfast', 'standhaft', 'inébranlable', 'стойкий'),
  a('Radiant', 'strahlend', 'radieux/radieuse', 'лучистый'),
  a('Hidden', 'verborgen', 'caché/cachée', 'скрытый'),
  a('Royal', 'königlich', 'royal/royale', 'королевский'),
];

export const MATERIAL_ADJS = {
  bronze: a('Bronze', 'bronzen', 'de bronze', 'бронзовый'),
  iron: a('Iron', 'eisern', 'de fer', 'железный'),
  steel: a('Steel', 'stählern', "d'acier", 'стальной'),
  leather: a('Leather', 'ledern', 'de cuir', 'кожаный'),
  silver: a('Silver', 'silbern', "d'argent", 'серебряный'),
  gold: a('Golden', 'golden', "d'or", 'золотой'),
  oak: a('Oaken', 'eichen', 'de chêne', 'дубовый'),
  ash: a('Ash', 'eschen', 'de frêne', 'ясеневый'),
  yew: a('Yew', 'eiben', "d'if", 'тисовый'),
  linen: a('Linen', 'leinen', 'de lin', 'льняной'),
  wool: a('Woollen', 'wollen', 'de laine', 'шерстяной'),
  silk: a('Silken', 'seiden', 'de soie', 'шёлковый'),
  copper: a('Copper', 'kupfern', 'de cuivre', 'медный'),
} as const;

export const SUFFIXES: Localized[] = [
  L('of the Bear', 'des Bären', "de l'Ours", 'Медведя'),
  L('of the Wolf', 'des Wolfes', 'du Loup', 'Волка'),
  L('of the Eagle', 'des Adlers', "de l'Aigle", 'Орла'),
  L('of the Boar', 'des Ebers', 'du Sanglier', 'Вепря'),
  L('of the Stag', 'des Hirsches', 'du Cerf', 'Оленя'),
  L('of Valour', 'der Tapferkeit', 'de la Bravoure', 'Доблести'),
  L('of Wisdom', 'der Weisheit', 'de la Sagesse', 'Мудрости'),
  L('of Fortitude', 'der Standhaftigkeit', 'de la Force', 'Стойкости'),
  L('of Vigour', 'der Kraft', 'de la Vigueur', 'Силы'),
  L('of the Hunt', 'der Jagd', 'de la Chasse', 'Охоты'),
  L('of the Watch', 'der Wacht', 'du Guet', 'Дозора'),
  L('of the North', 'des Nordens', 'du Nord', 'Севера'),
  L('of the West', 'des Westens', "de l'Ouest", 'Запада'),
  L('of the Rangers', 'der Waldläufer', 'des Rôdeurs', 'Следопытов'),
  L('of Dawn', 'der Morgenröte', "de l'Aube", 'Рассвета'),
  L('of Dusk', 'der Dämmerung', 'du Crépuscule', 'Сумерек'),
  L('of the Stars', 'der Sterne', 'des Étoiles', 'Звёзд'),
  L('of the Deep', 'der Tiefe', 'des Profondeurs', 'Глубин'),
  L('of Storms', 'der Stürme', 'des Tempêtes', 'Бурь'),
  L('of the Mountain', 'des Berges', 'de la Montagne', 'Горы'),
  L('of the Hearth', 'des Herdes', 'du Foyer', 'Очага'),
  L('of Patience', 'der Geduld', 'de la Patience', 'Терпения'),
  L('of the Sentinel', 'des Wächters', 'de la Sentinelle', 'Стража'),
  L('of Bree', 'aus Bree', 'de Bree', 'из Бри'),
  L('of Annúminas', 'aus Annúminas', "d'Annúminas", 'из Аннуминаса'),
  L('of Fornost', 'aus Fornost', 'de Fornost', 'из Форноста'),
  L('of Rivendell', 'aus Bruchtal', 'de Fondcombe', 'из Ривенделла'),
  L("of Thorin's Hall", 'aus Thorins Halle', 'du Palais de Thorin', 'из Чертогов Торина'),
  L('of the Shire', 'aus dem Auenland', 'de la Comté', 'из Шира'),
  L('of Esteldín', 'aus Esteldín', "d'Esteldín", 'из Эстельдина'),
];

// ------------------------------------------------------------------ equipment nouns

export const ARMOUR_NOUNS = {
  heavy: {
    head: [n('Helm', 'Helm m', 'Heaume m', 'Шлем m'), n('Great Helm', 'Topfhelm m', 'Grand heaume m', 'Большой шлем m')],
    shoulders: [n('Pauldrons', 'Schulterstücke p', 'Épaulières fp', 'Наплечники p')],
    chest: [n('Breastplate', 'Brustpanzer m', 'Cuirasse f', 'Кираса f'), n('Hauberk', 'Harnisch m', 'Haubert m', 'Хауберк m')],
    gloves: [n('Gauntlets', 'Panzerhandschuhe p', 'Gantelets mp', 'Рукавицы p')],
    legs: [n('Leggings', 'Beinschienen p', 'Jambières fp', 'Поножи p')],
    boots: [n('Sabatons', 'Eisenschuhe p', 'Solerets mp', 'Сапоги p')],
    back: [n('Cloak', 'Umhang m', 'Cape f', 'Плащ m')],
  },
  medium: {
    head: [n('Coif', 'Haube f', 'Coiffe f', 'Капюшон m'), n('Cap', 'Kappe f', 'Calot m', 'Шапка f')],
    shoulders: [n('Shoulders', 'Schulterpolster p', 'Épaulettes fp', 'Оплечья p')],
    chest: [n('Jerkin', 'Wams n', 'Pourpoint m', 'Куртка f'), n('Jacket', 'Jacke f', 'Veste f', 'Кафтан m')],
    gloves: [n('Gloves', 'Handschuhe p', 'Gants mp', 'Перчатки p')],
    legs: [n('Leggings', 'Gamaschen p', 'Chausses fp', 'Штаны p')],
    boots: [n('Boots', 'Stiefel p', 'Bottes fp', 'Сапоги p')],
    back: [n('Cape', 'Cape f', 'Pèlerine f', 'Накидка f')],
  },
  light: {
    head: [n('Hat', 'Hut m', 'Chapeau m', 'Шляпа f'), n('Hood', 'Kapuze f', 'Capuche f', 'Капюшон m')],
    shoulders: [n('Mantle', 'Schulterumhang m', 'Mantelet m', 'Мантилья f')],
    chest: [n('Robe', 'Robe f', 'Robe f', 'Мантия f'), n('Tunic', 'Tunika f', 'Tunique f', 'Туника f')],
    gloves: [n('Gloves', 'Handschuhe p', 'Gants mp', 'Перчатки p')],
    legs: [n('Trousers', 'Hose f', 'Pantalon m', 'Штаны p')],
    boots: [n('Shoes', 'Schuhe p', 'Chaussures fp', 'Туфли p')],
    back: [n('Shawl', 'Schal m', 'Châle m', 'Шаль f')],
  },
} as const;

export const WEAPON_NOUNS: Record<string, Noun[]> = {
  ONE_HANDED_SWORD: [n('Sword', 'Schwert n', 'Épée f', 'Меч m'), n('Blade', 'Klinge f', 'Lame f', 'Клинок m')],
  ONE_HANDED_AXE: [n('Axe', 'Axt f', 'Hache f', 'Топор m')],
  ONE_HANDED_HAMMER: [n('Hammer', 'Hammer m', 'Marteau m', 'Молот m')],
  ONE_HANDED_MACE: [n('Mace', 'Streitkolben m', 'Masse f', 'Булава f')],
  ONE_HANDED_CLUB: [n('Club', 'Keule f', 'Gourdin m', 'Дубина f')],
  DAGGER: [n('Dagger', 'Dolch m', 'Dague f', 'Кинжал m'), n('Knife', 'Messer n', 'Couteau m', 'Нож m')],
  TWO_HANDED_SWORD: [n('Great Sword', 'Zweihänder m', 'Espadon m', 'Двуручный меч m')],
  TWO_HANDED_AXE: [n('Great Axe', 'Streitaxt f', 'Grande hache f', 'Секира f')],
  TWO_HANDED_HAMMER: [n('Maul', 'Schlägel m', 'Maillet m', 'Кувалда f')],
  TWO_HANDED_CLUB: [n('Great Club', 'Großkeule f', 'Massue f', 'Палица f')],
  STAFF: [n('Staff', 'Stab m', 'Bâton m', 'Посох m')],
  SPEAR: [n('Spear', 'Speer m', 'Lance f', 'Копьё n')],
  HALBERD: [n('Halberd', 'Hellebarde f', 'Hallebarde f', 'Алебарда f')],
  BOW: [n('Bow', 'Bogen m', 'Arc m', 'Лук m'), n('Long Bow', 'Langbogen m', 'Arc long m', 'Длинный лук m')],
  CROSSBOW: [n('Crossbow', 'Armbrust f', 'Arbalète f', 'Арбалет m')],
  JAVELIN: [n('Javelin', 'Wurfspeer m', 'Javelot m', 'Дротик m')],
  SHIELD: [n('Shield', 'Schild m', 'Bouclier m', 'Щит m'), n('Buckler', 'Faustschild m', 'Rondache f', 'Баклер m')],
  HEAVY_SHIELD: [n('Tower Shield', 'Turmschild m', 'Pavois m', 'Павеза f')],
};

export const JEWELLERY_NOUNS: Record<string, Noun[]> = {
  necklace: [n('Necklace', 'Halskette f', 'Collier m', 'Ожерелье n'), n('Pendant', 'Anhänger m', 'Pendentif m', 'Подвеска f')],
  earring: [n('Earring', 'Ohrring m', "Boucle d'oreille f", 'Серьга f')],
  ring: [n('Ring', 'Ring m', 'Anneau m', 'Кольцо n'), n('Band', 'Reif m', 'Bague f', 'Перстень m')],
  bracelet: [n('Bracelet', 'Armband n', 'Bracelet m', 'Браслет m'), n('Bangle', 'Armreif m', 'Jonc m', 'Обруч m')],
  pocket: [n('Talisman', 'Talisman m', 'Talisman m', 'Талисман m'), n('Brooch', 'Brosche f', 'Broche f', 'Брошь f'), n('Trinket', 'Schmuckstück n', 'Babiole f', 'Безделушка f')],
};

export const SET_NOUNS: Noun[] = [
  n('Armour', 'Rüstung f', 'Armure f', 'Доспехи p'),
  n('Garb', 'Gewandung f', 'Tenue f', 'Облачение n'),
  n('Regalia', 'Insignien p', 'Parure f', 'Регалии p'),
  n('Battle-gear', 'Kampfausrüstung f', 'Équipement m', 'Снаряжение n'),
  n('Vestments', 'Gewänder p', 'Habits mp', 'Одеяния p'),
  n('Jewels', 'Juwelen p', 'Joyaux mp', 'Драгоценности p'),
  n('Raiment', 'Gewand n', 'Atours mp', 'Одеяние n'),
];

// ------------------------------------------------------------------ consumables

export const POTION_ADJS: Adjective[] = [
  a('Minor', 'schwach', 'mineur/mineure', 'слабый'),
  a('Lesser', 'gering', 'moindre', 'малый'),
  a('Potent', 'wirksam', 'puissant/puissante', 'действенный'),
  a('Greater', 'groß', 'grand/grande^', 'большой'),
  a('Superior', 'überlegen', 'supérieur/supérieure', 'превосходный'),
];
export const POTION_NOUNS = {
  morale: n('Healing Draught', 'Heiltrank m', 'Potion de soin f', 'Лечебное зелье n'),
  power: n('Draught of Power', 'Krafttrank m', "Potion d'énergie f", 'Зелье силы n'),
  wound: n('Wound Salve', 'Wundsalbe f', 'Baume de blessure m', 'Бальзам от ран m'),
  disease: n('Disease Cure', 'Krankheitsheilmittel n', 'Remède contre la maladie m', 'Средство от болезней n'),
  poison: n('Antidote', 'Gegengift n', 'Antidote m', 'Противоядие n'),
  fear: n('Tonic of Courage', 'Mutstärkung f', 'Tonique de courage m', 'Эликсир храбрости m'),
} as const;
export const SCROLL_NOUNS = {
  battle: n('Battle Lore Scroll', 'Schriftrolle der Kampfkunde f', 'Parchemin de science martiale m', 'Свиток боевых знаний m'),
  warding: n('Warding Lore Scroll', 'Schriftrolle der Schutzkunde f', 'Parchemin de protection m', 'Свиток защитных знаний m'),
} as const;

export const FOOD_ADJS: Adjective[] = [
  a('Hearty', 'herzhaft', 'copieux/copieuse', 'сытный'),
  a('Spiced', 'gewürzt', 'épicé/épicée', 'пряный'),
  a('Honeyed', 'honigsüß', 'miellé/miellée', 'медовый'),
  a('Roasted', 'geröstet', 'rôti/rôtie', 'жареный'),
  a('Savoury', 'pikant', 'savoureux/savoureuse', 'пикантный'),
  a('Fresh', 'frisch', 'frais/fraîche', 'свежий'),
  a('Smoked', 'geräuchert', 'fumé/fumée', 'копчёный'),
  a('Baked', 'gebacken', 'cuit/cuite', 'печёный'),
];
/** Critical results of cooking and brewing. */
export const FOOD_FINE = a('Fine', 'fein', 'fin/fine', 'изысканный');
export const POTION_STRONG = a('Concentrated', 'konzentriert', 'concentré/concentrée', 'концентрированный');

export const FOOD_NOUNS: Noun[] = [
  n('Stew', 'Eintopf m', 'Ragoût m', 'Рагу n'),
  n('Pie', 'Pastete f', 'Tourte f', 'Пирог m'),
  n('Bread', 'Brot n', 'Pain m', 'Хлеб m'),
  n('Soup', 'Suppe f', 'Soupe f', 'Суп m'),
  n('Sausages', 'Würste p', 'Saucisses fp', 'Колбаски p'),
  n('Cakes', 'Küchlein p', 'Gâteaux mp', 'Пирожные p'),
  n('Roast', 'Braten m', 'Rôti m', 'Жаркое n'),
  n('Mushrooms', 'Pilze p', 'Champignons mp', 'Грибы p'),
  n('Trout', 'Forelle f', 'Truite f', 'Форель f'),
  n('Porridge', 'Brei m', 'Bouillie f', 'Каша f'),
];

// ------------------------------------------------------------------ people and creatures

export const NAME_SYLLABLES: Record<'man' | 'elf' | 'dwarf' | 'hobbit', { first: string[]; mid: string[]; last: string[] }> = {
  man: { first: ['Bar', 'Hal', 'Ceo', 'Wil', 'Rod', 'Ed', 'Thur', 'Ber', 'Mar', 'Ald', 'God', 'Har', 'Os', 'Fen', 'Col'], mid: ['', '', 'a', 'e', 'o', 'ri', 'le'], last: ['ric', 'mund', 'wine', 'lac', 'bert', 'win', 'gar', 'dor', 'ford', 'red', 'ton', 'helm'] },
  elf: { first: ['Gal', 'Cal', 'Lin', 'Ar', 'El', 'Mith', 'Fel', 'Gil', 'Lor', 'Am', 'Ith', 'Nim', 'Cel'], mid: ['', 'a', 'e', 'i', 'ro', 'en'], last: ['dir', 'ion', 'las', 'wen', 'dil', 'thil', 'ros', 'lin', 'nor', 'del', 'riel'] },
  dwarf: { first: ['Thr', 'Dw', 'Gl', 'B', 'Fr', 'N', 'Gr', 'K', 'Th', 'Dr', 'H'], mid: ['a', 'o', 'i', 'ó', 'u'], last: ['in', 'ar', 'ór', 'ik', 'orn', 'ir', 'um', 'ak', 'ali', 'oin'] },
  hobbit: { first: ['Bil', 'Pad', 'Mer', 'Hob', 'Tob', 'Wil', 'Rud', 'Od', 'Fil', 'Mun', 'Ot', 'Dro', 'Ro'], mid: ['', 'a', 'o', 'i'], last: ['bo', 'ry', 'win', 'son', 'gar', 'do', 'go', 'mac', 'ric', 'sa', 'die'] },
};
export const HOBBIT_SURNAMES = ['Brandybuck', 'Took', 'Proudfoot', 'Burrows', 'Bolger', 'Hornblower', 'Goodbody', 'Sandyman', 'Underhill', 'Greenhand', 'Cotton', 'Longbottom', 'Brockhouse', 'Chubb'];
export const MAN_SURNAMES = ['Heathertoes', 'Thistlewool', 'Butterbur', 'Ferny', 'Appledore', 'Goatleaf', 'Rushlight', 'Mugwort', 'Sandheaver', 'Pickthorn', 'Brackenbore', 'Asterfire'];

/** Titles of friendly NPCs by role. */
export const ROLE_TITLES = {
  vendor: L('Provisioner', 'Versorger', 'Fournisseur', 'Торговец'),
  trainer: L('Trainer', 'Ausbilder', 'Instructeur', 'Наставник'),
  banker: L('Vault-keeper', 'Truhenwart', 'Gardien du coffre', 'Хранитель сокровищ'),
  stableMaster: L('Stable-master', 'Stallmeister', "Maître d'écurie", 'Конюх'),
  craftingSupplier: L('Crafting Supplier', 'Handwerksbedarf', "Fournisseur d'artisanat", 'Поставщик ремесленников'),
  barterer: L('Barter Wares', 'Tauschwaren', "Marchandises d'échange", 'Меновые товары'),
} as const;

export interface Creature {
  race: import('@eoa/contracts').NpcRace;
  noun: Localized;
  /** French: the creature word used after a role noun, e.g. "Pillard orque". */
  frAdj: string;
}
export const CREATURES: Creature[] = [
  { race: 'orc', noun: L('Orc', 'Ork', 'Orque', 'Орк'), frAdj: 'orque' },
  { race: 'goblin', noun: L('Goblin', 'Bilwiss', 'Gobelin', 'Гоблин'), frAdj: 'gobelin' },
  { race: 'uruk', noun: L('Uruk', 'Uruk', 'Uruk', 'Урук'), frAdj: 'uruk' },
  { race: 'halfOrc', noun: L('Half-orc', 'Halbork', 'Demi-orque', 'Полуорк'), frAdj: 'demi-orque' },
  { race: 'troll', noun: L('Troll', 'Troll', 'Troll', 'Тролль'), frAdj: 'troll' },
  { race: 'warg', noun: L('Warg', 'Warg', 'Warg', 'Варг'), frAdj: 'warg' },
  { race: 'wolf', noun: L('Wolf', 'Wolf', 'Loup', 'Волк'), frAdj: 'loup' },
  { race: 'bear', noun: L('Bear', 'Bär', 'Ours', 'Медведь'), frAdj: 'ours' },
  { race: 'boar', noun: L('Boar', 'Eber', 'Sanglier', 'Вепрь'), frAdj: 'sanglier' },
  { race: 'spider', noun: L('Spider', 'Spinne', 'Araignée', 'Паук'), frAdj: 'araignée' },
  { race: 'wight', noun: L('Barrow-wight', 'Grabunhold', 'Être des Galgals', 'Умертвие'), frAdj: 'des Galgals' },
  { race: 'wraith', noun: L('Wraith', 'Geist', 'Spectre', 'Призрак'), frAdj: 'spectral' },
  { race: 'giant', noun: L('Giant', 'Riese', 'Géant', 'Великан'), frAdj: 'géant' },
  { race: 'crebain', noun: L('Crebain', 'Krebain', 'Crebain', 'Кребайн'), frAdj: 'crebain' },
  { race: 'man', noun: L('Brigand', 'Räuber', 'Brigand', 'Разбойник'), frAdj: 'brigand' },
  { race: 'dwarf', noun: L('Dourhand', 'Grimmhand', 'Main-sombre', 'Мрачнорук'), frAdj: 'main-sombre' },
  { race: 'insect', noun: L('Neekerbreeker', 'Nickerbricker', 'Nikerbrikeur', 'Никербрикер'), frAdj: 'nikerbrikeur' },
  { race: 'beast', noun: L('Lynx', 'Luchs', 'Lynx', 'Рысь'), frAdj: 'lynx' },
];
export const CREATURE_ROLES: Localized[] = [
  L('Raider', 'Plünderer', 'Pillard', 'налётчик'),
  L('Scout', 'Späher', 'Éclaireur', 'разведчик'),
  L('Warrior', 'Krieger', 'Guerrier', 'воин'),
  L('Archer', 'Bogenschütze', 'Archer', 'лучник'),
  L('Shaman', 'Schamane', 'Chaman', 'шаман'),
  L('Brute', 'Rohling', 'Brute', 'громила'),
  L('Skulker', 'Schleicher', 'Rôdeur', 'лазутчик'),
  L('Defiler', 'Schänder', 'Profanateur', 'осквернитель'),
  L('Packleader', 'Rudelführer', 'Chef de meute', 'вожак'),
  L('Lurker', 'Lauerer', 'Guetteur', 'подстерегатель'),
  L('Sentry', 'Wachposten', 'Sentinelle', 'часовой'),
  L('Marauder', 'Marodeur', 'Maraudeur', 'мародёр'),
];
/** Roles of animals (wolves, bears, spiders …): they prowl, they do not raid. */
export const BEAST_ROLES: Localized[] = [
  L('Prowler', 'Streuner', 'Rôdeur', 'бродяга'),
  L('Stalker', 'Pirscher', 'Traqueur', 'преследователь'),
  L('Ravager', 'Verwüster', 'Ravageur', 'опустошитель'),
  L('Packleader', 'Rudelführer', 'Chef de meute', 'вожак'),
  L('Lurker', 'Lauerer', 'Guetteur', 'подстерегатель'),
  L('Elder', 'Altvorderer', 'Ancien', 'старейшина'),
];
export const BEAST_RACES: ReadonlySet<string> = new Set(['wolf', 'warg', 'bear', 'boar', 'spider', 'crebain', 'insect', 'beast']);
/** Adjectives that suit a trait or a skill (no materials, no "worn"). */
export const TRAIT_ADJS: Adjective[] = [
  a('Valiant', 'tapfer', 'vaillant/vaillante', 'доблестный'),
  a('Steadfast', 'standhaft', 'inébranlable', 'стойкий'),
  a('Keen', 'scharf', 'acéré/acérée', 'острый'),
  a('Swift', 'flink', 'rapide', 'быстрый'),
  a('Radiant', 'strahlend', 'radieux/radieuse', 'лучистый'),
  a('Noble', 'edl', 'noble', 'благородный'),
  a('Grim', 'grimmig', 'sinistre', 'мрачный'),
  a('Hardened', 'gehärtet', 'endurci/endurcie', 'закалённый'),
  a('Guarded', 'wachsam', 'vigilant/vigilante', 'бдительный'),
  a('Bright', 'hell', 'clair/claire', 'светлый'),
  a('Fierce', 'wild', 'farouche', 'свирепый'),
  a('Patient', 'geduldig', 'patient/patiente', 'терпеливый'),
  a('Unyielding', 'unbeugsam', 'inflexible', 'непреклонный'),
  a('Inspiring', 'ermutigend', 'inspirant/inspirante', 'вдохновляющий'),
];
/** "Orc Raider" / "Ork-Plünderer" / "Pillard orque" / "Орк-налётчик" */
export function creatureName(c: Creature, role: Localized): Localized {
  return { en: `${c.noun.en} ${role.en}`, de: `${c.noun.de}-${role.de}`, fr: `${role.fr} ${c.frAdj}`, ru: `${c.noun.ru}-${role.ru}` };
}
