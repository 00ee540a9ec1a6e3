import { EQUIPMENT_SLOTS, type BuildFile, type EquippedTrait } from '@eoa/contracts';
import { itemById } from '../testing/rules.fixture.js';
import {
  buildFileName, buildTraitsToEquipped, canSaveBuild, checkDroppedFileType, defaultBuildName, emptyBuildTraits,
  equippedToBuildTraits, readBuildFile, serializeBuildFile, writeBuildFile,
} from './build-file.js';
import { addRecentBuild, parseRecentBuilds, recentBuildEntry, removeRecentBuild } from './recent.js';

const NOW = '2026-11-22T10:00:00.000Z';
const LATER = '2026-11-23T08:30:00.000Z';
const TRAITS: EquippedTrait[] = [
  { traitId: 1001, rank: 3, slotType: 'virtue', slotIndex: 0 },
  { traitId: 1002, rank: 2, slotType: 'virtue', slotIndex: 4 },
  { traitId: 1101, rank: 1, slotType: 'racial', slotIndex: 1 },
  { traitId: 1401, rank: 1, slotType: 'legendary', slotIndex: 1 },
];
const character = { name: 'Beregond', level: 50, class: 'Guardian', race: 'Man' };

function file(): BuildFile {
  return writeBuildFile(
    { name: 'Tank', description: 'Block build', character, equipment: { head: 2001, offHand: itemById(2006), ring1: null }, traits: TRAITS, language: 'de' },
    NOW,
  );
}

describe('build file names (spec 1 §5, §9)', () => {
  it('default build name: name_class_LevelN', () => {
    expect(defaultBuildName({ name: 'New Character', class: 'Guardian', level: 50 })).toBe('New Character_Guardian_Level50');
  });

  it('file name: non-alphanumeric characters become underscores, plus .json', () => {
    expect(buildFileName('New Character_Guardian_Level50')).toBe('New_Character_Guardian_Level50.json');
    expect(buildFileName("Ærwen's build!")).toBe('_rwen_s_build_.json');
  });

  it('save needs a name that is not blank', () => {
    expect(canSaveBuild('  ')).toBe(false);
    expect(canSaveBuild('Tank')).toBe(true);
  });
});

describe('build file version 1.0', () => {
  it('writes every slot, the trait lists by slot type, timestamps and language', () => {
    const f = file();
    expect(f.version).toBe('1.0');
    expect(f.build).toMatchObject({ name: 'Tank', description: 'Block build', character, createdAt: NOW, updatedAt: NOW, language: 'de' });
    expect(Object.keys(f.build.equipment)).toEqual([...EQUIPMENT_SLOTS]);
    expect(f.build.equipment).toMatchObject({ head: 2001, offHand: 2006, ring1: null, chest: null });
    expect(f.build.traits.virtue).toEqual([{ traitId: 1001, rank: 3 }, null, null, null, { traitId: 1002, rank: 2 }]);
    expect(f.build.traits.racial).toEqual([null, { traitId: 1101, rank: 1 }, null, null, null]);
    expect(f.build.traits.class).toEqual([null, null, null, null, null]);
    expect(f.build.traits.legendary).toEqual([null, { traitId: 1401, rank: 1 }]);
  });

  it('overwriting keeps createdAt and stamps updatedAt', () => {
    const f = writeBuildFile({ name: 'Tank', character, equipment: {}, traits: emptyBuildTraits(), language: 'en', createdAt: NOW }, LATER);
    expect(f.build).toMatchObject({ createdAt: NOW, updatedAt: LATER, description: '' });
  });

  it('reads back what it writes', () => {
    const f = file();
    expect(readBuildFile(serializeBuildFile(f))).toEqual({ ok: true, file: f });
    expect(readBuildFile(f)).toEqual({ ok: true, file: f });
    expect(buildTraitsToEquipped(f.build.traits)).toEqual(TRAITS);
  });

  it.each([
    ['{"version":"2.0","build":{"character":{}}}', 'Unsupported build file version. Expected 1.0, got 2.0'],
    ['{"version":1.0,"build":{"character":{}}}', 'Unsupported build file version. Expected 1.0, got 1'],
    ['{"build":{"character":{}}}', 'Unsupported build file version. Expected 1.0, got undefined'],
    ['{"version":"1.0"}', 'Invalid build file format'],
    ['{"version":"1.0","build":{}}', 'Invalid build file format'],
    ['{"version":"1.0","build":{"character":"Frodo"}}', 'Invalid build file format'],
    ['[]', 'Invalid build file format'],
    ['"1.0"', 'Invalid build file format'],
    ['{not json', "Failed to load build file. Please check it's a valid build file."],
  ])('%s → %s', (text, error) => {
    expect(readBuildFile(text)).toEqual({ ok: false, error });
  });

  it('normalizes what it reads: malformed ids and ranks, unknown slots, long texts, prototype keys', () => {
    const text = JSON.stringify({
      version: '1.0',
      build: {
        name: '   ',
        character: { name: 'x'.repeat(40), level: 'abc', class: 'Hunter', race: 7 },
        equipment: { head: -1, chest: 1.5, legs: '7', ring1: 2004, hat: 5 },
        traits: { virtue: [{ traitId: 1001, rank: 0 }, 'x', null, { traitId: 'a' }, { traitId: 1002, rank: 2.7 }, { traitId: 1003 }], legendary: {}, evil: [1] },
      },
    }).replace('"hat":5', '"hat":5,"__proto__":{"polluted":true}');
    const read = readBuildFile(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const b = read.file.build;
    expect(b.character).toEqual({ name: 'x'.repeat(25), level: 1, class: 'Hunter', race: 'Man' });
    expect(b.name).toBe(`${'x'.repeat(25)}_Hunter_Level1`);
    expect(b.equipment).toMatchObject({ head: null, chest: null, legs: null, ring1: 2004 });
    expect(Object.keys(b.equipment)).toEqual([...EQUIPMENT_SLOTS]);
    expect(b.traits.virtue).toEqual([{ traitId: 1001, rank: 1 }, null, null, null, { traitId: 1002, rank: 2 }]);
    expect(b.traits.legendary).toEqual([null, null]);
    expect(b).not.toHaveProperty('evil');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('equipped traits outside the slot ranges are dropped when written; the first entry of a slot wins', () => {
    const lists = equippedToBuildTraits([
      { traitId: 1, rank: 1, slotType: 'virtue', slotIndex: 7 },
      { traitId: 2, rank: 1, slotType: 'legendary', slotIndex: 2 },
      { traitId: 3, rank: 2, slotType: 'class', slotIndex: 0 },
      { traitId: 4, rank: 1, slotType: 'class', slotIndex: 0 },
      { traitId: 5, rank: 1, slotType: 'hat' as never, slotIndex: 0 },
    ]);
    expect(buildTraitsToEquipped(lists)).toEqual([{ traitId: 3, rank: 2, slotType: 'class', slotIndex: 0 }]);
  });

  it('the drop zone takes only application/json', () => {
    expect(checkDroppedFileType('application/json')).toBeNull();
    expect(checkDroppedFileType('text/plain')).toBe('Please drop a valid .json build file');
  });
});

describe('recent builds (spec 1 §9)', () => {
  const entry = (name: string, at: string) => recentBuildEntry({ ...file(), build: { ...file().build, name } }, at, `id-${name}-${at}`);

  it('an entry: id, name, class, level and race, lastLoaded, the build', () => {
    const e = recentBuildEntry(file(), LATER);
    expect(e).toEqual({ id: `${LATER}:Tank`, name: 'Tank', character: { class: 'Guardian', level: 50, race: 'Man' }, lastLoaded: LATER, buildData: file() });
  });

  it('newest first, the same name replaced, at most 20', () => {
    let list = addRecentBuild([], entry('A', NOW));
    list = addRecentBuild(list, entry('B', NOW));
    list = addRecentBuild(list, entry('A', LATER));
    expect(list.map((e) => [e.name, e.lastLoaded])).toEqual([['A', LATER], ['B', NOW]]);
    for (let i = 0; i < 25; i++) list = addRecentBuild(list, entry(`N${i}`, NOW));
    expect(list).toHaveLength(20);
    expect(list[0]!.name).toBe('N24');
    expect(list[19]!.name).toBe('N5');
    expect(removeRecentBuild(list, list[0]!.id)[0]!.name).toBe('N23');
  });

  it('reads the stored list safely', () => {
    const good = entry('A', NOW);
    const stored = JSON.parse(JSON.stringify([good, { id: 'x', name: 'Bad', buildData: { version: '0.9' } }, 'junk', null, { ...good, id: 'dup' }, entry('B', NOW)]));
    expect(parseRecentBuilds(stored).map((e) => e.name)).toEqual(['A', 'B']);
    expect(parseRecentBuilds(stored)[0]).toEqual(good);
    expect(parseRecentBuilds({})).toEqual([]);
  });
});
