import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/**
 * Display data of an item a recipe uses or makes (the builder owns items; crafting keeps what it shows),
 * and the lowest vendor price when a vendor sells it (tree summaries' vendor cost).
 */
@Entity({ name: 'item_refs', schema: 'crafting' })
export class ItemRef {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'text' })
  icon!: string;

  @Column({ type: 'text' })
  quality!: string;

  @Column({ type: 'text' })
  category!: string;

  @Column({ name: 'item_class', type: 'text' })
  itemClass!: string;

  @Column({ type: 'smallint' })
  level!: number;

  @Column({ name: 'stack_size', type: 'integer' })
  stackSize!: number;

  @Column({ name: 'worth_copper', type: 'integer' })
  worthCopper!: number;

  @Column({ name: 'vendor_price_copper', type: 'integer', nullable: true })
  vendorPriceCopper!: number | null;
}
