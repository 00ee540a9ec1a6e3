import { EXPANSION_ERAS, type AdminQuestDetail, type AdminQuestListItem, type AdminQuestPage, type QuestCategory } from '@eoa/contracts';

/** A quest of the admin list: level (1–50 by id) and era follow the id, so a test can work out what it expects. */
export function listQuest(id: number, overrides: Partial<AdminQuestListItem> = {}): AdminQuestListItem {
  return {
    id,
    name: `Quest ${id}`,
    localizedName: `Quête ${id}`,
    level: (id % 50) + 1,
    area: id % 7 === 0 ? null : `Area ${id % 5}`,
    zone: 'Bree-land',
    expansionEra: EXPANSION_ERAS[id % EXPANSION_ERAS.length]!,
    isExcluded: false,
    hasOverrides: false,
    ...overrides,
  };
}

/** The GET /admin/quests answer for these quests (the overrides map holds the excluded or edited ones). */
export function questPage(quests: AdminQuestListItem[]): AdminQuestPage {
  const overrides = Object.fromEntries(
    quests
      .filter((quest) => quest.isExcluded || quest.hasOverrides)
      .map((quest) => [String(quest.id), { excluded: quest.isExcluded, hasOverrides: quest.hasOverrides, lastEditedBy: 'gandalf', lastEditedAt: '2026-11-20T10:00:00.000Z' }]),
  );
  return { quests, overrides, totalCount: quests.length, page: 1, pageSize: 10000 };
}

/**
 * The admin detail of "The Old Forest" (id 101): two objectives; markers 1 (moved by a saved override) and 2 (as
 * seeded) on the first, marker 3 on the second; an added marker; two player comments (the second hidden).
 */
export function questDetail(overrides: Partial<AdminQuestDetail> = {}): AdminQuestDetail {
  return {
    id: 101,
    name: 'The Old Forest',
    localizedName: 'The Old Forest',
    description: 'Find Tom Bombadil.',
    localizedDescription: 'Find Tom Bombadil.',
    level: 12,
    category: 3,
    categoryName: 'Bree-land',
    zone: 'Bree-land',
    area: 'The Old Forest',
    mapId: 268437592,
    isExcluded: false,
    expansionEra: 'SoA',
    originalExpansionEra: 'SoA',
    hasOverrides: true,
    overrideInfo: { adminNotes: 'Checked in game', lastEditedBy: 'elrond', lastEditedAt: '2026-11-20T10:00:00.000Z', version: 3 },
    overrideFields: { name: null, level: null, description: null, category: null, markersJson: '[]', objectivesJson: null, hiddenCommentsJson: '[1]' },
    objectives: [
      {
        text: 'Speak to Tom',
        localizedText: 'Speak to Tom',
        overrideText: null,
        markers: [
          { index: 1, name: 'Tom Bombadil', localizedName: 'Tom Bombadil', mapId: 268437592, allakhazamX: 210.5, allakhazamY: 140, gameX: 0, gameY: 0, isOverridden: true, hidden: false },
          { index: 2, name: 'Old Man Willow', localizedName: 'Le Vieil Homme Saule', mapId: 268437592, allakhazamX: 300, allakhazamY: 200.2, gameX: 0, gameY: 0, isOverridden: false, hidden: false },
        ],
      },
      {
        text: 'Return to Bree',
        localizedText: 'Return to Bree',
        overrideText: 'Return to Barliman in Bree',
        markers: [{ index: 3, name: 'Barliman', localizedName: 'Barliman', mapId: 268437592, allakhazamX: 50, allakhazamY: 60, gameX: 0, gameY: 0, isOverridden: false, hidden: false }],
      },
    ],
    markerOverrides: [
      { index: 1, name: 'Tom Bombadil', objectiveIndex: 0, originalX: 200, originalY: 150, overrideX: 210.5, overrideY: 140, hidden: false },
      { index: null, name: 'Goldberry', objectiveIndex: 0, originalX: null, originalY: null, overrideX: 220, overrideY: 130, hidden: false },
    ],
    hiddenCommentIndices: [1],
    allakhazamData: {
      startZone: 'Bree-land',
      comments: [
        { date: '2012-03-01T00:00:00.000Z', author: 'Frodo', text: 'Tom is by the river.' },
        { date: '2012-03-02T00:00:00.000Z', author: 'Troll', text: 'Spoilers!' },
      ],
    },
    ...overrides,
  };
}

export const questCategories: QuestCategory[] = [
  { id: 3, name: 'Bree-land', localizedName: 'Bree-land', kind: 'zone', questCount: 120 },
  { id: 7, name: 'The Shire', localizedName: 'The Shire', kind: 'zone', questCount: 90 },
  { id: 12, name: 'Epic', localizedName: 'Epic', kind: 'epic', questCount: 40 },
];
