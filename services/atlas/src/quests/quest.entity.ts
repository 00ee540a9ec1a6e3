import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { QuestRecord } from '@eoa/dataset';
import type { Localized } from '@eoa/contracts';

/**
 * A quest. Objectives keep their quest markers (index, name, mapId, coordinates) as in the dataset;
 * markerMapIds lists the maps those markers lie on, hasMarkers whether there is any.
 */
@Entity({ name: 'quests', schema: 'atlas' })
export class Quest {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'smallint' })
  level!: number;

  @Column({ name: 'category_id', type: 'integer' })
  categoryId!: number;

  /** mainZone (the 1,763 classic quests of the ten zones) or other. */
  @Column({ type: 'text' })
  scope!: string;

  @Column({ name: 'zone_id', type: 'integer', nullable: true })
  zoneId!: number | null;

  @Column({ name: 'area_id', type: 'integer', nullable: true })
  areaId!: number | null;

  @Column({ name: 'map_id', type: 'integer', nullable: true })
  mapId!: number | null;

  @Column({ name: 'start_zone', type: 'jsonb', nullable: true })
  startZone!: Localized | null;

  @Column({ name: 'bestower_npc_id', type: 'integer', nullable: true })
  bestowerNpcId!: number | null;

  @Column({ type: 'jsonb' })
  description!: Localized;

  @Column({ type: 'jsonb' })
  objectives!: QuestRecord['objectives'];

  @Column({ name: 'marker_map_ids', type: 'integer', array: true })
  markerMapIds!: number[];

  @Column({ name: 'has_markers', type: 'boolean' })
  hasMarkers!: boolean;

  @Column({ type: 'jsonb' })
  rewards!: QuestRecord['rewards'];

  /** rewards.reputation.faction, for the reputation filter. */
  @Column({ name: 'reputation_faction', type: 'text', nullable: true })
  reputationFaction!: string | null;

  @Column({ name: 'prerequisite_id', type: 'integer', nullable: true })
  prerequisiteId!: number | null;

  @Column({ name: 'next_quest_id', type: 'integer', nullable: true })
  nextQuestId!: number | null;

  /** Player comments (the spec's allakhazamData.comments). */
  @Column({ type: 'jsonb' })
  comments!: QuestRecord['comments'];

  @Column({ name: 'expansion_era', type: 'text' })
  expansionEra!: string;

  /** SOLO, SMALL_FELLOWSHIP or FELLOWSHIP. */
  @Column({ type: 'text' })
  size!: string;

  @Column({ type: 'boolean' })
  repeatable!: boolean;

  /** FreePeoples or MonsterPlay. */
  @Column({ type: 'text' })
  faction!: string;
}
