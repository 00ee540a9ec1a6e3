import { InvalidRequestException } from '@eoa/server-kit';
import type { CraftingWorld } from './crafting-world.js';

/** The profession key of a query (any case), or a 400 naming the known ones (the data's, so not the schema's rule). */
export function professionKey(world: CraftingWorld, value: string): string {
  const key = value.trim().toLowerCase();
  if (!world.profession(key)) {
    const values = world.professionKeys().join(', ');
    throw new InvalidRequestException([{ path: 'profession', code: 'field.oneOf', params: { field: 'profession', values } }]);
  }
  return key;
}
