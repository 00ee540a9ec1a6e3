import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Trait slots open at one character level (GET /trait/slots/{level}). */
@Entity({ name: 'trait_slots', schema: 'builder' })
export class TraitSlots {
  @PrimaryColumn({ type: 'smallint' })
  level!: number;

  @Column({ type: 'smallint' })
  virtue!: number;

  @Column({ type: 'smallint' })
  racial!: number;

  @Column({ name: 'class', type: 'smallint' })
  classSlots!: number;

  @Column({ type: 'smallint' })
  legendary!: number;
}
