import { bookNumber, chapterNumber, questChainPosition, questLevelBand, questNameComparator, sortByQuestName, type ChainLink } from './quests.js';

describe('chapter and book numbers in the four languages', () => {
  it('reads them', () => {
    expect(chapterNumber('Book 1, Chapter 10: The Siege')).toBe(10);
    expect(chapterNumber('Buch 2, Kapitel 3: Die Wacht')).toBe(3);
    expect(chapterNumber('Livre 3, chapitre 7 : Le guet')).toBe(7);
    expect(chapterNumber('Книга 4, глава 12: Прорыв')).toBe(12);
    expect(bookNumber('Книга 4, глава 12: Прорыв')).toBe(4);
    expect(bookNumber('Livre 3, chapitre 7 : Le guet')).toBe(3);
  });

  it('needs the word on its own', () => {
    expect(chapterNumber('A Troubling Find, Part 3')).toBeNull();
    expect(chapterNumber('Unchapter 4')).toBeNull();
    expect(bookNumber('Facebook 2')).toBeNull();
  });
});

describe('quest name order: chapter numbers when both have one, else alphabetical', () => {
  const names = [
    'Book 1, Chapter 10: Ten',
    'Book 2, Chapter 1: Second book',
    'A Troubling Find, Part 10',
    'Book 1, Chapter 2: Two',
    'a troubling find, Part 2',
    'Chapter 3: Without a book',
    'Breaking Bread',
  ];

  it('sorts by hand', () => {
    // Alphabetical among names without chapters (numbers as numbers: Part 2 before Part 10); chapters compared as
    // numbers ("Chapter 2" < "Chapter 10"), book first when both have one. Names with and without chapters compare
    // alphabetically, so the epic books sit under B.
    const sorted = [...names].sort(questNameComparator('en'));
    expect(sorted).toEqual([
      'a troubling find, Part 2',
      'A Troubling Find, Part 10',
      'Book 1, Chapter 2: Two',
      'Book 1, Chapter 10: Ten',
      'Book 2, Chapter 1: Second book',
      'Breaking Bread',
      'Chapter 3: Without a book',
    ]);
  });

  it('compares the chapter when only one name has a book', () => {
    const compare = questNameComparator('en');
    expect(compare('Chapter 3: Without a book', 'Book 2, Chapter 4: x')).toBeLessThan(0);
    expect(compare('Book 9, Chapter 2: x', 'Chapter 3: y')).toBeLessThan(0);
    // Same book and chapter: alphabetical.
    expect(compare('Book 1, Chapter 2: Beta', 'Book 1, Chapter 2: Alpha')).toBeGreaterThan(0);
  });

  it('works in Russian and German', () => {
    const ru = ['Книга 1, глава 10: Десять', 'Книга 1, глава 9: Девять', 'Арка'];
    expect([...ru].sort(questNameComparator('ru'))).toEqual(['Арка', 'Книга 1, глава 9: Девять', 'Книга 1, глава 10: Десять']);
    const de = ['Buch 1, Kapitel 11: Elf', 'Buch 1, Kapitel 2: Zwei', 'Äpfel'];
    expect([...de].sort(questNameComparator('de'))).toEqual(['Äpfel', 'Buch 1, Kapitel 2: Zwei', 'Buch 1, Kapitel 11: Elf']);
  });

  it('sorts items by name, ties by id', () => {
    const items = [{ id: 3, n: 'Same' }, { id: 1, n: 'same' }, { id: 2, n: 'Book 1, Chapter 2: b' }];
    expect(sortByQuestName(items, (i) => i.n, 'en').map((i) => i.id)).toEqual([2, 1, 3]);
  });
});

describe('quest level colour bands: 45+ red, 30+ orange, 15+ yellow, else green', () => {
  it.each([
    [50, 'red'], [45, 'red'], [44, 'orange'], [30, 'orange'], [29, 'yellow'], [15, 'yellow'], [14, 'green'], [1, 'green'],
  ] as const)('level %i is %s', (level, band) => {
    expect(questLevelBand(level)).toBe(band);
  });
});

describe('chain positions', () => {
  const chain = (links: ChainLink[]) => {
    const byId = new Map(links.map((l) => [l.id, l]));
    return (id: number) => byId.get(id);
  };
  const q = (id: number, prerequisiteId: number | null, nextQuestId: number | null): ChainLink => ({ id, prerequisiteId, nextQuestId });

  it('places a quest in a whole chain of four', () => {
    const links = [q(10, null, 20), q(20, 10, 30), q(30, 20, 40), q(40, 30, null)];
    expect(questChainPosition(links[2]!, chain(links))).toEqual({
      questId: 30, position: 3, totalQuests: 4, isInChain: true, questIds: [10, 20, 30, 40], prerequisiteId: 20, nextQuestId: 40,
      warnings: [], isIncomplete: false,
    });
    expect(questChainPosition(links[0]!, chain(links))).toMatchObject({ position: 1, totalQuests: 4, prerequisiteId: null, nextQuestId: 20 });
    expect(questChainPosition(links[3]!, chain(links))).toMatchObject({ position: 4, totalQuests: 4, nextQuestId: null });
  });

  it('says a single quest is not in a chain', () => {
    expect(questChainPosition(q(5, null, null), chain([]))).toEqual({
      questId: 5, position: 1, totalQuests: 1, isInChain: false, questIds: [5], prerequisiteId: null, nextQuestId: null, warnings: [], isIncomplete: false,
    });
  });

  it('estimates the position when a prerequisite is unknown (missing or excluded)', () => {
    // 20's prerequisite 10 is not known: positions count from 20.
    const links = [q(20, 10, 30), q(30, 20, 40), q(40, 30, null)];
    expect(questChainPosition(links[1]!, chain(links))).toMatchObject({
      position: 2, totalQuests: 3, isInChain: true, questIds: [20, 30, 40], warnings: ['brokenChain', 'positionEstimated'], isIncomplete: true,
    });
    expect(questChainPosition(links[0]!, chain(links))).toMatchObject({ position: 1, prerequisiteId: null, nextQuestId: 30 });
  });

  it('keeps the position but warns when a next quest is unknown', () => {
    const links = [q(10, null, 20), q(20, 10, 99)];
    expect(questChainPosition(links[1]!, chain(links))).toMatchObject({
      position: 2, totalQuests: 2, questIds: [10, 20], nextQuestId: null, warnings: ['brokenChain'], isIncomplete: true,
    });
  });

  it('warns about one-sided links', () => {
    // 10 says its next is 20, but 20 names no prerequisite; 20 → 30 is fine.
    const links = [q(10, null, 20), q(20, null, 30), q(30, 20, null)];
    expect(questChainPosition(links[0]!, chain(links))).toMatchObject({ position: 1, totalQuests: 3, warnings: ['brokenChain'] });
    // Seen from 30, walking back 30 → 20 stops at 20 (no prerequisite): position 2, and 20 → 30 agree both ways.
    expect(questChainPosition(links[2]!, chain(links))).toMatchObject({ position: 2, totalQuests: 2, warnings: [] });
  });

  it('stops at a loop', () => {
    const links = [q(1, 3, 2), q(2, 1, 3), q(3, 2, 1)];
    expect(questChainPosition(links[0]!, chain(links))).toMatchObject({
      position: 3, totalQuests: 3, questIds: [2, 3, 1], warnings: ['brokenChain', 'positionEstimated'], isIncomplete: true,
    });
  });
});
