// The small grammar that composes names in four languages, and the seeded randomness.

import { Rng } from '../src/generator/rng.js';
import { MATERIAL_ADJS, QUALITY_ADJS, a, compose, fill, n, ruAdj, translit, L } from '../src/generator/words.js';

const sturdy = QUALITY_ADJS.find((x) => x.en === 'Sturdy')!;
const old = QUALITY_ADJS.find((x) => x.en === 'Old')!;

describe('compose', () => {
  it('German strong endings follow the gender, French adjectives agree and follow the noun, Russian agrees', () => {
    const helm = n('Helm', 'Helm m', 'Heaume m', 'Шлем m');
    const axe = n('Great Axe', 'Streitaxt f', 'Grande hache f', 'Секира f');
    const sword = n('Sword', 'Schwert n', 'Épée f', 'Меч m');
    const boots = n('Boots', 'Stiefel p', 'Bottes fp', 'Сапоги p');
    expect(compose(helm, [sturdy, MATERIAL_ADJS.iron])).toEqual({ en: 'Sturdy Iron Helm', de: 'Robuster eiserner Helm', fr: 'Heaume de fer robuste', ru: 'Прочный железный шлем' });
    expect(compose(axe, [MATERIAL_ADJS.steel]).de).toBe('Stählerne Streitaxt');
    expect(compose(sword, [MATERIAL_ADJS.steel]).de).toBe('Stählernes Schwert');
    expect(compose(boots, [sturdy]).fr).toBe('Bottes robustes');
    expect(compose(boots, [MATERIAL_ADJS.leather])).toEqual({ en: 'Leather Boots', de: 'Lederne Stiefel', fr: 'Bottes de cuir', ru: 'Кожаные сапоги' });
  });

  it('puts French vieux/grand before the noun (vieil before a vowel) and appends a suffix', () => {
    const helm = n('Helm', 'Helm m', 'Heaume m', 'Шлем m');
    const arc = n('Bow', 'Bogen m', 'Arc m', 'Лук m');
    const suffix = L('of the Bear', 'des Bären', "de l'Ours", 'Медведя');
    expect(compose(helm, [old], suffix)).toEqual({ en: 'Old Helm of the Bear', de: 'Alter Helm des Bären', fr: "Vieux heaume de l'Ours", ru: 'Старый шлем Медведя' });
    expect(compose(arc, [old]).fr).toBe('Vieil arc');
    expect(compose(n('Robe', 'Robe f', 'Robe f', 'Мантия f'), [old]).fr).toBe('Vieille robe');
    expect(a('Greater', 'groß', 'grand/grande^', 'большой').frBefore).toBe(true);
  });

  it('derives Russian adjective forms', () => {
    expect(['m', 'f', 'n', 'p'].map((g) => ruAdj('древний', g as 'm'))).toEqual(['древний', 'древняя', 'древнее', 'древние']);
    expect(['m', 'f', 'n', 'p'].map((g) => ruAdj('лёгкий', g as 'm'))).toEqual(['лёгкий', 'лёгкая', 'лёгкое', 'лёгкие']);
    expect(['m', 'f', 'n', 'p'].map((g) => ruAdj('свежий', g as 'm'))).toEqual(['свежий', 'свежая', 'свежее', 'свежие']);
    expect(['m', 'f', 'n', 'p'].map((g) => ruAdj('стальной', g as 'm'))).toEqual(['стальной', 'стальная', 'стальное', 'стальные']);
    expect(['m', 'f', 'n', 'p'].map((g) => ruAdj('прочный', g as 'm'))).toEqual(['прочный', 'прочная', 'прочное', 'прочные']);
  });

  it('transliterates proper names and fills templates', () => {
    expect(translit('Thorin')).toBe('Торин');
    expect(translit('Bree')).toBe('Бри');
    expect(fill(L('{0} ({1})', '{0} ({1})', '{0} ({1})', '{0} ({1})'), L('a', 'b', 'c', 'd'), 3)).toEqual({ en: 'a (3)', de: 'b (3)', fr: 'c (3)', ru: 'd (3)' });
  });
});

describe('Rng', () => {
  it('is reproducible per seed and stream, and differs between them', () => {
    const draw = (seed: number, name: string) => {
      const r = Rng.stream(seed, name);
      return Array.from({ length: 8 }, () => r.int(0, 1_000_000));
    };
    expect(draw(1, 'items')).toEqual(draw(1, 'items'));
    expect(draw(1, 'items')).not.toEqual(draw(2, 'items'));
    expect(draw(1, 'items')).not.toEqual(draw(1, 'quests'));
    expect(draw(1, 'items')).not.toEqual(draw(1 + 2 ** 32, 'items'));
    const r = Rng.stream(5, 'x');
    for (let i = 0; i < 1000; i++) {
      const v = r.int(3, 7);
      expect(v >= 3 && v <= 7).toBe(true);
    }
    expect(Rng.stream(5, 'y').sample([1, 2, 3, 4, 5], 5).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
