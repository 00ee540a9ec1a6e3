import { EXPANSION_ERAS, type AdminQuestListItem, type AdminQuestPage } from '@eoa/contracts';

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
