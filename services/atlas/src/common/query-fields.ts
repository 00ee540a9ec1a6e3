// Query fields several atlas calls share, each with its 400 message. Decorators of a property run bottom-up and stop
// at the first failure: type checks sit lowest.
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ATLAS_SEARCH_MAX_LENGTH, ATLAS_SEARCH_MIN_LENGTH, foldText, MAX_ID, MAX_PAGE_NUMBER } from '@eoa/contracts';
import { isActiveSearch } from '@eoa/game-rules';
import { toBoolean, toInt, trimmed } from '@eoa/server-kit';

/** An integer within [min, max] ("minLevel must be an integer from 1 to 50"). */
export function IntField(name: string, min: number, max: number, description?: string, defaultValue?: number): PropertyDecorator {
  const message = min === 1 && max === MAX_ID ? `${name} must be a positive integer, at most ${MAX_ID}` : `${name} must be an integer from ${min} to ${max}`;
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, description, default: defaultValue }),
    IsOptional(),
    Transform(toInt),
    Max(max, { message }),
    Min(min, { message }),
    IsInt({ message }),
  );
}

/** A map id (mapId). */
export const MapIdField = (description: string) => IntField('mapId', 1, MAX_ID, description);

/** page, from 1. */
export const PageField = () => IntField('page', 1, MAX_PAGE_NUMBER, undefined, 1);

/** true/false (also 1/0). */
export function BoolField(name: string, description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'boolean', description }),
    IsOptional(),
    Transform(toBoolean),
    IsBoolean({ message: `${name} must be true or false` }),
  );
}

/** A text of at most `maxLength` characters (trimmed). */
export function TextField(name: string, description: string, maxLength = ATLAS_SEARCH_MAX_LENGTH): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'string', description, maxLength }),
    IsOptional(),
    Transform(trimmed),
    MaxLength(maxLength, { message: `${name} must be at most ${maxLength} characters` }),
    IsString({ message: `${name} must be a text` }),
  );
}

/** The search text: part of a name in any language; applies at 3 characters or more (spec 2 §5), shorter is ignored. */
export const SearchField = (what: string) =>
  TextField('search', `part of ${what} in any language, any case and accents; applies at ${ATLAS_SEARCH_MIN_LENGTH} characters or more (shorter: ignored)`);

/** The search text to apply (folded for matching): undefined when absent or shorter than 3 characters. */
export function activeSearch(search: string | undefined): string | undefined {
  return isActiveSearch(search) ? foldText(search!.trim()) : undefined;
}
