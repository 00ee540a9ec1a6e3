import { LangQuerySchema } from '@eoa/contracts';
import { zodDto } from '@eoa/server-kit';

/** A query with nothing but the optional `lang` (the answer's language): any other parameter is a 400. */
export class LangQuery extends zodDto(LangQuerySchema) {}
