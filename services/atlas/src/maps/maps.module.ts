import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GameMap } from './game-map.entity.js';
import { MapLink } from './map-link.entity.js';

/** Maps, their hierarchy and links (the /maps calls come later). */
@Module({
  imports: [TypeOrmModule.forFeature([GameMap, MapLink])],
  exports: [TypeOrmModule],
})
export class MapsModule {}
