// The seam where editorial data (admin's quest overrides and exclusions, spec 3) will plug in. Today the atlas serves
// its data as seeded: the provider below answers "nothing edited". The admin issue replaces the provider (see the
// README's "Editorial overrides") with one that reads admin's internal endpoints, keeps the answer in Redis and drops
// it on an editorial.changed event; every quest answer already goes through applyQuestOverride and the exclusions.
import { Injectable } from '@nestjs/common';
import type { Localized } from '@eoa/contracts';
import type { RawQuest } from '../world/atlas-data.loader.js';

/** An editor's changes to one quest; a field left out keeps the seeded value (spec 3 §5: an empty override means the original). */
export interface QuestOverride {
  name?: Localized;
  level?: number;
  description?: Localized;
  categoryId?: number;
  /** Comments hidden from the public (indexes into the seeded comments). */
  hiddenCommentIndices?: number[];
}

/** One version of the editorial data: which quests are excluded and which have overrides. */
export interface EditorialView {
  /** Changes whenever the editorial data does: the answers' ETags and memos include it. */
  version: string;
  excluded: ReadonlySet<number>;
  overrides: ReadonlyMap<number, QuestOverride>;
}

/** Nothing edited: the data as seeded. */
export const SEEDED_DATA: EditorialView = { version: 'seeded', excluded: new Set(), overrides: new Map() };

/** Where the quests' editorial data comes from (a Nest provider token). */
export abstract class QuestEditorial {
  abstract current(): Promise<EditorialView>;
}

/** Until the admin issue: the data as seeded. */
@Injectable()
export class SeededQuestEditorial extends QuestEditorial {
  current(): Promise<EditorialView> {
    return Promise.resolve(SEEDED_DATA);
  }
}

/** A quest with an editor's override applied (the same object when there is none). */
export function applyQuestOverride(quest: RawQuest, override: QuestOverride | undefined): RawQuest {
  if (!override) return quest;
  const hidden = new Set(override.hiddenCommentIndices ?? []);
  return {
    ...quest,
    name: override.name ?? quest.name,
    level: override.level ?? quest.level,
    description: override.description ?? quest.description,
    categoryId: override.categoryId ?? quest.categoryId,
    comments: hidden.size === 0 ? quest.comments : quest.comments.filter((_, index) => !hidden.has(index)),
  };
}
