import { Module } from '@nestjs/common';
import { IconsController } from './icons.controller.js';
import { IconsService } from './icons.service.js';

/** Generated SVG icons: items (single and layered), trait/class/race emblems, virtues at a rank. */
@Module({
  controllers: [IconsController],
  providers: [IconsService],
})
export class IconsModule {}
