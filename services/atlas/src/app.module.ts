import { Module } from '@nestjs/common';
import { DatabaseModule, ServerKitModule } from '@eoa/server-kit';
import { Init1795336501000 } from './migrations/1795336501000-init.js';
import { SERVICE } from './service.info.js';

/** The atlas service: for now it starts, migrates its schema and answers /api/health. */
@Module({
  imports: [
    ServerKitModule.forService(SERVICE),
    DatabaseModule.forService({ schema: 'atlas', migrations: [Init1795336501000] }),
  ],
})
export class AppModule {}
