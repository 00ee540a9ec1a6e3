import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MarkerCategory } from './marker-category.entity.js';
import { Marker } from './marker.entity.js';
import { MarkersController } from './markers.controller.js';
import { MarkersService } from './markers.service.js';

/** Marker categories and markers: GET /maps/categories, /maps/composite, /maps/{id}/markers. */
@Module({
  imports: [TypeOrmModule.forFeature([MarkerCategory, Marker])],
  controllers: [MarkersController],
  providers: [MarkersService],
  exports: [TypeOrmModule],
})
export class MarkersModule {}
