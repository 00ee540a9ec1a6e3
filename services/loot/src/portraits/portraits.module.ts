import { Module } from '@nestjs/common';
import { InstancesModule } from '../instances/instances.module.js';
import { PortraitsController } from './portraits.controller.js';
import { PortraitsService } from './portraits.service.js';

/** GET /icons/bosses/{name}.png */
@Module({
  imports: [InstancesModule],
  controllers: [PortraitsController],
  providers: [PortraitsService],
})
export class PortraitsModule {}
