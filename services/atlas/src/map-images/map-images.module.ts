import { Module } from '@nestjs/common';
import { DataCache } from '@eoa/server-kit';
import { GeographyLoader } from './geography.loader.js';
import { MapImagesController } from './map-images.controller.js';
import { MapImagesService } from './map-images.service.js';

/**
 * GET /maps/{id}/image and /maps/categories/{code}/icon. Its own DataCache (the service's Redis cache, emptied on
 * data.changed for atlas), so the module stands on its own.
 */
@Module({
  controllers: [MapImagesController],
  providers: [DataCache, GeographyLoader, MapImagesService],
  exports: [MapImagesService],
})
export class MapImagesModule {}
