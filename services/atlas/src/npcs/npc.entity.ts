import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** An NPC or creature (the spec's mobId); its spawn points are NpcSpawn rows. */
@Entity({ name: 'npcs', schema: 'atlas' })
export class Npc {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'text' })
  race!: string;

  /** friendly, neutral or aggressive. */
  @Column({ type: 'text' })
  aggro!: string;

  @Column({ type: 'text' })
  role!: string;

  @Column({ type: 'smallint' })
  level!: number;

  @Column({ name: 'zone_ids', type: 'integer', array: true })
  zoneIds!: number[];

  @Column({ name: 'area_ids', type: 'integer', array: true })
  areaIds!: number[];

  @Column({ type: 'jsonb' })
  location!: Localized;

  @Column({ type: 'jsonb', nullable: true })
  notes!: Localized | null;

  @Column({ name: 'screenshot_url', type: 'text', nullable: true })
  screenshotUrl!: string | null;

  @Column({ name: 'starts_quests', type: 'integer', array: true })
  startsQuests!: number[];

  @Column({ name: 'involved_quests', type: 'integer', array: true })
  involvedQuests!: number[];

  /** startsQuests or involvedQuests not empty (the hasQuests filter). */
  @Column({ name: 'has_quests', type: 'boolean' })
  hasQuests!: boolean;
}
