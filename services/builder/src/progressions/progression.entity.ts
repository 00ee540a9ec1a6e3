import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A value table stats scale with: points[i] is the value at rank or level i + 1 (GET /progression). */
@Entity({ name: 'progressions', schema: 'builder' })
export class Progression {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  /** Technical name, e.g. "virtue:Valour:morale". */
  @Column({ type: 'text' })
  name!: string;

  /** rank or level. */
  @Column({ name: 'indexed_by', type: 'text' })
  indexedBy!: string;

  @Column({ name: 'is_percentage', type: 'boolean' })
  isPercentage!: boolean;

  @Column({ type: 'double precision', array: true })
  points!: number[];
}
