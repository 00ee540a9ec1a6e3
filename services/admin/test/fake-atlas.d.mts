import type { Server } from 'node:http';
import type { AtlasInternalQuest, AtlasInternalQuestDetail, AtlasZoneMap, ExpansionEra, LanguageCode, Localized, QuestComment } from '@eoa/contracts';

export interface FakeMarker {
  index: number;
  name: Localized;
  mapId: number;
  longitude: number;
  latitude: number;
  gameX: number;
  gameY: number;
}

export interface FakeQuest {
  id: number;
  names: Localized;
  level: number;
  categoryId: number;
  era: ExpansionEra;
  zoneId: number | null;
  mapId: number | null;
  area: string | null;
  description: Localized;
  objectives: { text: Localized; count: number; markers: FakeMarker[] }[];
  comments: QuestComment[];
}

export declare const FAKE_ZONES: AtlasZoneMap[];
export declare const FAKE_CATEGORIES: { id: number; name: Localized; kind: string }[];
export declare const FAKE_QUESTS: FakeQuest[];
export declare function fakeListItem(quest: FakeQuest, lang: LanguageCode): AtlasInternalQuest;
export declare function fakeDetail(quest: FakeQuest, lang: LanguageCode): AtlasInternalQuestDetail;

export interface FakeAtlas {
  url: string;
  state: { down: boolean; requests: string[] };
  server: Server;
  close(): Promise<void>;
}

export declare function startFakeAtlas(options: { token: string }): Promise<FakeAtlas>;
