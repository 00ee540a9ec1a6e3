import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GameMap } from './game-map.entity.js';
import { MapLink } from './map-link.entity.js';
import { MapsController } from './maps.controller.js';
import { MapsService } from './maps.service.js';

/** Maps, their hierarchy and links: GET /maps, /maps/main-zones, /maps/hierarchy, /maps/{id}, /maps/{id}/links, /maps/{id}/hierarchy-path. */
@Module({
  imports: [TypeOrmModule.forFeature([GameMap, MapLink])],
  controllers: [MapsController],
  providers: [MapsService],
  exports: [TypeOrmModule],
})
export class MapsModule {}
