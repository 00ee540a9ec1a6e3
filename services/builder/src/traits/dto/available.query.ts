import { AvailableTraitsQuerySchema } from '@eoa/contracts';
import { zodDto } from '@eoa/server-kit';

/** GET /trait/available?className&raceName&level */
export class AvailableTraitsQuery extends zodDto(AvailableTraitsQuerySchema) {}
