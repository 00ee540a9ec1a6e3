// A stand-in for the atlas service as admin reads it (plain ESM: the Jest global set-up starts one for every test
// file; tests that need atlas failing or counted start their own). Six hand-made quests, four categories and the ten
// main zone maps answer GET /api/internal/quests?lang, /api/internal/quests/{id}?lang, /api/internal/maps/zones
// (with the internal token, 401 otherwise) and the public GET /api/quests/categories?lang.
import { createServer } from 'node:http';

const loc = (en, de = en, fr = en, ru = en) => ({ en, de, fr, ru });

export const FAKE_ZONES = [
  { mapId: 268437576, name: 'Ered Luin', boundingBox: { min: { longitude: -118, latitude: -40 }, max: { longitude: -92, latitude: -8 } } },
  { mapId: 268437592, name: 'The Shire', boundingBox: { min: { longitude: -92, latitude: -42 }, max: { longitude: -62, latitude: -20 } } },
  { mapId: 268437603, name: 'Bree-land', boundingBox: { min: { longitude: -62, latitude: -42 }, max: { longitude: -44, latitude: -20 } } },
  { mapId: 268437615, name: 'The Lone-lands', boundingBox: { min: { longitude: -44, latitude: -42 }, max: { longitude: -24, latitude: -24 } } },
  { mapId: 268437634, name: 'The North Downs', boundingBox: { min: { longitude: -62, latitude: -20 }, max: { longitude: -36, latitude: 0 } } },
  { mapId: 268437653, name: 'Evendim', boundingBox: { min: { longitude: -92, latitude: -20 }, max: { longitude: -62, latitude: 0 } } },
  { mapId: 268437678, name: 'The Trollshaws', boundingBox: { min: { longitude: -24, latitude: -40 }, max: { longitude: -4, latitude: -14 } } },
  { mapId: 268437691, name: 'The Misty Mountains', boundingBox: { min: { longitude: -4, latitude: -34 }, max: { longitude: 10, latitude: -4 } } },
  { mapId: 268437700, name: 'Angmar', boundingBox: { min: { longitude: -56, latitude: 0 }, max: { longitude: -24, latitude: 16 } } },
  { mapId: 268439511, name: 'Forochel', boundingBox: { min: { longitude: -92, latitude: 4 }, max: { longitude: -56, latitude: 30 } } },
];

export const FAKE_CATEGORIES = [
  { id: 1, name: loc('Ered Luin', 'Ered Luin', 'Ered Luin', 'Эред Луин'), kind: 'zone' },
  { id: 2, name: loc('The Shire', 'Das Auenland', 'La Comté', 'Шир'), kind: 'zone' },
  { id: 3, name: loc('Bree-land', 'Breeland', 'Le Pays de Bree', 'Бри'), kind: 'zone' },
  { id: 4, name: loc('Epic: Volume I', 'Episch: Band I', 'Épique : Volume I', 'Эпос: Том I'), kind: 'epic' },
];

const zone = (mapId) => FAKE_ZONES.find((z) => z.mapId === mapId);
/** A marker at degrees (game coordinates as the data stores them: (lon + 120) × 200, (lat + 45) × 200, to 0.1). */
const marker = (index, name, mapId, longitude, latitude) => ({
  index,
  name: loc(name, `${name} (de)`, `${name} (fr)`, `${name} (ru)`),
  mapId,
  longitude,
  latitude,
  gameX: Math.round((longitude + 120) * 2000) / 10,
  gameY: Math.round((latitude + 45) * 2000) / 10,
});
const comment = (author, text) => ({ date: '2008-05-01', author, text });

/** The quests as seeded, every text in four languages (ids 101–106). */
export const FAKE_QUESTS = [
  {
    id: 101, names: loc('Lost in the Marsh', 'Verirrt im Moor', 'Perdu dans le marais', 'Заблудившийся в болоте'), level: 6, categoryId: 1, era: 'SoA',
    zoneId: 268437576, mapId: 268437576, area: "Thorin's Gate",
    description: loc('Something stirs in the marsh.', 'Im Moor regt sich etwas.', 'Quelque chose remue dans le marais.', 'В болоте что-то неладно.'),
    objectives: [
      { text: loc('Barrel of Ale collected (0/5)', 'Bierfass gesammelt (0/5)'), count: 5, markers: [marker(1, 'Barrel of Ale', 268437576, -113.5, -30.25), marker(2, 'Barrel of Ale', 268437576, -108, -38)] },
      { text: loc('Return to Gloak', 'Kehrt zu Gloak zurück'), count: 1, markers: [marker(3, 'Gloak', 268437576, -105, -20)] },
    ],
    comments: [comment('Tharwen', 'The second barrel is behind the hut.'), comment('Brego', 'Spam spam spam')],
  },
  {
    id: 102, names: loc('Élan of the Shire', 'Schwung des Auenlands', "L'élan de la Comté", 'Порыв Шира'), level: 12, categoryId: 2, era: 'SoA',
    zoneId: 268437592, mapId: 268437592, area: 'Hobbiton',
    description: loc('Deliver the post.'),
    objectives: [{ text: loc('Deliver the post'), count: 1, markers: [marker(1, 'Post Box', 268437592, -80, -30)] }],
    comments: [],
  },
  {
    id: 103, names: loc('Book 1, Chapter 2: The Watch', 'Buch 1, Kapitel 2: Die Wacht', 'Livre 1, chapitre 2 : La garde', 'Книга 1, глава 2: Дозор'), level: 42, categoryId: 4, era: 'MoM',
    zoneId: 268437700, mapId: 268437700, area: null,
    description: loc('Hold the watch.'),
    objectives: [{ text: loc('Hold the watch'), count: 1, markers: [marker(1, 'Watchtower', 268437700, -40, 8)] }],
    comments: [comment('Eowyn', 'Bring friends.')],
  },
  {
    id: 104, names: loc('A Quiet Errand', 'Ein stiller Auftrag', 'Une course tranquille', 'Тихое поручение'), level: 30, categoryId: 3, era: 'Other',
    zoneId: null, mapId: null, area: null,
    description: loc('Talk to the innkeeper.'),
    objectives: [{ text: loc('Talk to the innkeeper'), count: 1, markers: [] }],
    comments: [],
  },
  {
    id: 105, names: loc('Haradrim Trail', 'Pfad der Haradrim', 'La piste des Haradrim', 'Тропа харадрим'), level: 50, categoryId: 2, era: 'HD',
    zoneId: 268437592, mapId: 268437592, area: null,
    description: loc('Follow the trail.'),
    objectives: [{ text: loc('Follow the trail'), count: 1, markers: [marker(1, 'Camp', 268437592, -70, -25)] }],
    comments: [],
  },
  {
    id: 106, names: loc('Bree Bounty', 'Bree-Kopfgeld', 'Prime de Bree', 'Награда Бри'), level: 25, categoryId: 3, era: 'SoA',
    zoneId: 268437603, mapId: 268437603, area: 'Bree',
    description: loc('Hunt the brigands.'),
    objectives: [{ text: loc('Defeat brigands (0/8)'), count: 8, markers: [marker(1, 'Brigand Camp', 268437603, -50, -30), marker(2, 'Brigand Camp', 268437603, -48, -28)] }],
    comments: [],
  },
];

const categoryOf = (id) => FAKE_CATEGORIES.find((c) => c.id === id);

/** AtlasInternalQuest as atlas answers it in `lang`. */
export function fakeListItem(quest, lang) {
  return {
    id: quest.id,
    name: quest.names.en,
    localizedName: quest.names[lang],
    level: quest.level,
    mapId: quest.mapId,
    category: quest.categoryId,
    categoryName: categoryOf(quest.categoryId).name[lang],
    scope: quest.zoneId === null ? 'other' : 'mainZone',
    area: quest.area,
    areaId: null,
    zone: quest.zoneId === null ? null : zone(quest.zoneId).name,
    zoneId: quest.zoneId,
    hasMarkers: quest.objectives.some((o) => o.markers.length > 0),
    markerMapIds: [...new Set(quest.objectives.flatMap((o) => o.markers.map((m) => m.mapId)))],
    hasOverrides: false,
    isExcluded: false,
    bestowerNpcId: null,
    bestowerNpcName: null,
    expansionEra: quest.era,
    size: 'SOLO',
    repeatable: false,
    reputation: null,
    faction: 'FreePeoples',
    prerequisiteId: null,
    nextQuestId: null,
    names: quest.names,
  };
}

/** AtlasInternalQuestDetail as atlas answers it in `lang`. */
export function fakeDetail(quest, lang) {
  const { names: _names, ...item } = fakeListItem(quest, lang);
  const objectives = quest.objectives.map((o) => ({
    text: o.text.en,
    localizedText: o.text[lang],
    count: o.count,
    markers: o.markers.map((m) => ({ index: m.index, name: m.name.en, localizedName: m.name[lang], mapId: m.mapId, longitude: m.longitude, latitude: m.latitude, gameX: m.gameX, gameY: m.gameY })),
  }));
  return {
    ...item,
    description: quest.description.en,
    localizedDescription: quest.description[lang],
    objectives,
    markers: objectives.flatMap((o) => o.markers).sort((a, b) => a.index - b.index),
    rewards: { xp: 100, gold: 0, silver: 1, copper: 20, totalCopper: 120, items: [], selectableItems: [], reputation: null },
    expansionName: quest.era,
    sizeName: 'Solo',
    factionName: 'Free Peoples',
    allakhazamData: { startZone: quest.zoneId === null ? null : zone(quest.zoneId).name, comments: quest.comments },
    mapBox: quest.mapId === null ? null : zone(quest.mapId).boundingBox,
  };
}

const LANGS = ['en', 'de', 'fr', 'ru'];

/**
 * Starts the fake atlas on a free loopback port. `token` is the internal token it expects; `state.down` makes every
 * call answer 503; `state.requests` records the paths asked.
 */
export async function startFakeAtlas({ token }) {
  const state = { down: false, requests: [] };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    state.requests.push(url.pathname + url.search);
    // No keep-alive: an idle connection would hold a test run open after its last test.
    const send = (status, body) => res.writeHead(status, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(body));
    if (state.down) return send(503, { statusCode: 503, message: 'atlas is down' });
    const lang = LANGS.includes(url.searchParams.get('lang')) ? url.searchParams.get('lang') : 'en';
    if (url.pathname === '/api/quests/categories') {
      return send(200, FAKE_CATEGORIES.map((c) => ({ id: c.id, name: c.name.en, localizedName: c.name[lang], kind: c.kind, questCount: FAKE_QUESTS.filter((q) => q.categoryId === c.id).length })));
    }
    if (!url.pathname.startsWith('/api/internal/')) return send(404, { statusCode: 404, message: 'Not Found' });
    if (req.headers['x-internal-token'] !== token) return send(401, { statusCode: 401, message: 'A valid internal token is required' });
    if (url.pathname === '/api/internal/quests') return send(200, FAKE_QUESTS.map((q) => fakeListItem(q, lang)));
    if (url.pathname === '/api/internal/maps/zones') return send(200, FAKE_ZONES);
    const match = /^\/api\/internal\/quests\/(\d+)$/.exec(url.pathname);
    const quest = match && FAKE_QUESTS.find((q) => q.id === Number(match[1]));
    if (quest) return send(200, fakeDetail(quest, lang));
    return send(404, { statusCode: 404, message: `Quest ${match?.[1] ?? ''} not found` });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    state,
    server,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
