import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatasetMeta } from './dataset-meta.entity.js';

/** What the schema was seeded with (dataset_meta); the seeding itself is in seeding.ts. */
@Module({
  imports: [TypeOrmModule.forFeature([DatasetMeta])],
  exports: [TypeOrmModule],
})
export class DatasetModule {}
