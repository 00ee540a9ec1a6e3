import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { datasetMetaEntity } from './dataset-meta.entity.js';

/** What a data service's schema was seeded with (`dataset_meta`); the seeding itself is datasetSeedHook's. */
@Module({})
export class DatasetModule {
  static forSchema(schema: string): DynamicModule {
    return {
      module: DatasetModule,
      imports: [TypeOrmModule.forFeature([datasetMetaEntity(schema)])],
      exports: [TypeOrmModule],
    };
  }
}
