import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One guaranteed drop of a boss, in the boss's order. */
@Entity({ name: 'boss_drops', schema: 'loot' })
export class BossDrop {
  @PrimaryColumn({ name: 'mob_id', type: 'integer' })
  mobId!: number;

  /** 1-based position in the boss's drop list. */
  @PrimaryColumn({ type: 'smallint' })
  position!: number;

  @Column({ name: 'item_id', type: 'integer' })
  itemId!: number;

  /** Percent; 100 or more is guaranteed. */
  @Column({ name: 'drop_chance', type: 'double precision' })
  dropChance!: number;
}
