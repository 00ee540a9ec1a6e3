import { BadRequestException } from '@nestjs/common';
import type { CraftingWorld } from './crafting-world.js';

/** Profession keys are short codes; which exist is the data's (checked by professionKey). */
export const PROFESSION_KEY_MAX_LENGTH = 40;

/** The profession key of a query (any case), or a 400 naming the known ones. */
export function professionKey(world: CraftingWorld, value: string): string {
  const key = value.trim().toLowerCase();
  if (!world.profession(key)) throw new BadRequestException(`profession must be one of: ${world.professionKeys().join(', ')}`);
  return key;
}
