import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MarkerCategory } from './marker-category.entity.js';
import { Marker } from './marker.entity.js';

/** Markers and marker categories (GET /maps/{id}/markers, /maps/categories come later). */
@Module({
  imports: [TypeOrmModule.forFeature([MarkerCategory, Marker])],
  exports: [TypeOrmModule],
})
export class MarkersModule {}
