// POST /api/character/calculate: contracts' CalculateRequestSchema, checked by the global validation pipe (the
// builder's hot call: the schema is built once, when contracts loads). The engine's own checks (unknown class, race,
// item or trait, incompatible race, a rank above the trait's maximum) run after it, in CharacterService.
import { CalculateRequestSchema } from '@eoa/contracts';
import { zodDto } from '@eoa/server-kit';

export class CalculateDto extends zodDto(CalculateRequestSchema) {}
