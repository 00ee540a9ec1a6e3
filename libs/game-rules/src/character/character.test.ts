import { normalizeClassId, normalizeRaceId, resolveStatTargets } from '../names.js';
import {
  chooseClass, chooseRace, compatibleClasses, compatibleRaces, isCompatible, normalizeCharacterName, normalizeLevel,
} from './character.js';

describe('character name and level (spec 1 §5)', () => {
  it('name: trimmed, at most 25 characters; empty is not committed (null)', () => {
    expect(normalizeCharacterName('  Frodo  ')).toBe('Frodo');
    expect(normalizeCharacterName('x'.repeat(30))).toBe('x'.repeat(25));
    expect(normalizeCharacterName('   ')).toBeNull();
    expect(normalizeCharacterName(42)).toBeNull();
  });

  it('level: integer 1 to 50; non-numeric input becomes 1', () => {
    expect(normalizeLevel('37')).toBe(37);
    expect(normalizeLevel('abc')).toBe(1);
    expect(normalizeLevel('')).toBe(1);
    expect(normalizeLevel(undefined)).toBe(1);
    expect(normalizeLevel(0)).toBe(1);
    expect(normalizeLevel(51)).toBe(50);
    expect(normalizeLevel(20.9)).toBe(20);
    expect(normalizeLevel(Infinity)).toBe(1);
  });
});

describe('race and class compatibility (spec 1 §5 table)', () => {
  it.each([
    ['Burglar', ['hobbit', 'man']],
    ['Captain', ['man']],
    ['Champion', ['dwarf', 'elf', 'man']],
    ['Guardian', ['dwarf', 'elf', 'hobbit', 'man']],
    ['Hunter', ['dwarf', 'elf', 'hobbit', 'man']],
    ['Minstrel', ['dwarf', 'elf', 'hobbit', 'man']],
    ['Lore-master', ['elf', 'man']],
  ])('%s: %j', (cls, races) => {
    expect(compatibleRaces(cls)).toEqual(races);
  });

  it('compares case-insensitively', () => {
    expect(isCompatible('LORE-MASTER', 'elf')).toBe(true);
    expect(isCompatible('captain', 'Elf')).toBe(false);
    expect(compatibleClasses('Hobbit')).toEqual(['burglar', 'guardian', 'hunter', 'minstrel']);
    expect(compatibleClasses('Orc')).toEqual([]);
  });

  it('choosing a race not allowed for the class switches to the first class that allows it', () => {
    expect(chooseRace({ classId: 'Champion' }, 'Hobbit')).toEqual({ classId: 'burglar', raceId: 'hobbit' });
    expect(chooseRace({ classId: 'Guardian' }, 'Hobbit')).toEqual({ classId: 'guardian', raceId: 'hobbit' });
    expect(chooseRace({ classId: 'Guardian' }, 'Orc')).toBeNull();
  });

  it('choosing a class not allowed for the race switches to its first race', () => {
    expect(chooseClass({ raceId: 'Elf' }, 'Captain')).toEqual({ classId: 'captain', raceId: 'man' });
    expect(chooseClass({ raceId: 'Dwarf' }, 'Lore-master')).toEqual({ classId: 'lore-master', raceId: 'elf' });
    expect(chooseClass({ raceId: 'Elf' }, 'Lore-master')).toEqual({ classId: 'lore-master', raceId: 'elf' });
  });

  it('class data can narrow the table', () => {
    expect(compatibleRaces('Guardian', { guardian: ['man'] })).toEqual(['man']);
  });
});

describe('names', () => {
  it('class and race names in their usual spellings', () => {
    expect(normalizeClassId('Lore-master')).toBe('lore-master');
    expect(normalizeClassId('lore master')).toBe('lore-master');
    expect(normalizeClassId('LOREMASTER')).toBe('lore-master');
    expect(normalizeClassId('__proto__')).toBeNull();
    expect(normalizeClassId('toString')).toBeNull();
    expect(normalizeRaceId('Hobbits')).toBe('hobbit');
    expect(normalizeRaceId({})).toBeNull();
  });

  it('stat names and backend codes', () => {
    expect(resolveStatTargets('MORALE')).toEqual(['morale']);
    expect(resolveStatTargets('ocmr')).toEqual(['outOfCombatMoraleRegen']);
    expect(resolveStatTargets('meleeCritical')).toEqual(['meleeCritical']);
    expect(resolveStatTargets('MELEE_CRIT')).toEqual(['meleeCritical']);
    expect(resolveStatTargets('hasOwnProperty')).toEqual([]);
    expect(resolveStatTargets(undefined)).toEqual([]);
  });
});
