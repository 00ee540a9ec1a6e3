import { bootstrapService } from '@eoa/server-kit';
import { AppModule } from './app.module.js';
import { SERVICE } from './service.info.js';

await bootstrapService({ ...SERVICE, module: AppModule });
