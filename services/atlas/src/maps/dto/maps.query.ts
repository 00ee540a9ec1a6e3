import { LangQuery } from '@eoa/server-kit';
import { TextField } from '../../common/query-fields.js';

/** GET /maps?search&lang */
export class MapsQuery extends LangQuery {
  @TextField('search', "part of a map's name in any language, any case and accents")
  search?: string;
}
