import { generateSampleWorld, type DatasetRecords } from '@eoa/dataset';
import { describeDatasetSeeding } from '@eoa/server-kit/testing/suites';
import { AppModule } from '../src/app.module.js';
import { BUILDER_SCHEMA, BUILDER_TABLES } from '../src/dataset/builder.seed.js';
import { runSeed } from '../src/seed.js';
import { SERVICE } from '../src/service.info.js';

// Generated once for the whole file (about a second).
const world = generateSampleWorld();
const data = world.records;
/** Rows each table holds once seeded with these records. */
const countsOf = (records: DatasetRecords): Record<(typeof BUILDER_TABLES)[number], number> => ({
  translations: records.translations.length,
  classes: records.classes.length,
  races: records.races.length,
  base_stats: records.baseStats.length,
  combat_characteristics: records.combatCharacteristics.length,
  progressions: records.progressions.length,
  traits: records.traits.length,
  trait_slots: records.traitSlots.length,
  item_sets: records.itemSets.length,
  items: records.items.length,
});

describeDatasetSeeding(
  {
    service: 'builder', schema: BUILDER_SCHEMA, tables: BUILDER_TABLES, countsOf, appModule: AppModule, serviceInfo: SERVICE, runSeed, world,
    // The line and field the corrupted-dataset tests break.
    brokenFile: 'items.ndjson',
    brokenLine: 5,
    breakLine: (line) => line.replace(/"quality":"[a-z]+"/, '"quality":"shiny"'),
    brokenMessage: 'quality: "shiny" is not one of',
    duplicateForRollback: 'items',
  },
  ({ probe }) => {
    it('keeps every field of a record, nested structures as jsonb', async () => {
      const item = data.items.find((i) => i.stats.length > 1 && i.effects.length > 0 && i.setId !== null && i.requiredClass !== null) ?? data.items[0]!;
      const [row] = await probe.query(`SELECT * FROM "builder"."items" WHERE id = $1`, [item.id]);
      expect(row).toMatchObject({
        id: item.id, name: item.name, icon: item.icon, quality: item.quality, category: item.category, item_class: item.itemClass,
        slot: item.slot, level: item.level, min_level: item.minLevel, required_class: item.requiredClass, stats: item.stats,
        effects: item.effects, set_id: item.setId, worth_copper: item.worthCopper, description: item.description,
      });
      const [set] = await probe.query(`SELECT item_ids, bonuses FROM "builder"."item_sets" WHERE id = $1`, [item.setId]);
      const record = data.itemSets.find((s) => s.id === item.setId)!;
      expect(set).toEqual({ item_ids: record.items, bonuses: record.bonuses });
      const [progression] = await probe.query(`SELECT points FROM "builder"."progressions" WHERE id = $1`, [data.progressions[0]!.id]);
      expect(progression.points).toEqual(data.progressions[0]!.points);
    });
  },
);
