// The building blocks of the dataset record schemas (records.ts). Every field carries its description (the
// format's README is written from them); a field holding another record's key says which kind in `ref`, and the
// dataset reader checks that the record exists once every file is read.
import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../language-codes.js';
import { MAX_LEVEL, MIN_LEVEL } from '../vocabulary.js';

/** The kinds of record a field may point to (the dataset's kind names). */
export type DatasetReferenceKind =
  | 'items' | 'npcs' | 'maps' | 'progressions' | 'traits' | 'itemSets' | 'recipes' | 'markerCategories' | 'questCategories'
  | 'quests' | 'lootInstances';

const NON_EMPTY_TEXT = 'expected a non-empty string';
const languageText = z.string({ error: NON_EMPTY_TEXT }).refine((text) => text.trim() !== '', { error: NON_EMPTY_TEXT });

/** A text in each of the site's languages, { en, de, fr, ru }: none blank, no other key. */
export const LocalizedTextSchema = z
  .strictObject(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, languageText])) as Record<LanguageCode, typeof languageText>, {
    // A missing or null text is said the way every field says it (issues.ts).
    error: (issue) => {
      if (issue.input === undefined || issue.input === null) return undefined;
      return issue.code === 'unrecognized_keys' ? 'unknown language' : `expected an object { ${LANGUAGE_CODES.join(', ')} }`;
    },
  })
  .meta({ title: 'Localized' });

/** A string that is not blank. */
export const NonBlankStringSchema = z.string().refine((text) => text.trim() !== '', { error: 'must not be empty' });

/** A character, item or quest level. */
export const levelField = (description: string) => z.int().min(MIN_LEVEL).max(MAX_LEVEL).describe(description);

/** The key of a record of `kind`. */
export const referenceField = (kind: DatasetReferenceKind, description: string) => z.int().meta({ description, ref: kind });

export const longitudeField = z.number().min(-180).max(180).describe('longitude in degrees (west negative), see "Coordinates"');
export const latitudeField = z.number().min(-90).max(90).describe('latitude in degrees (south negative), see "Coordinates"');
export const gameXField = z.number().describe('game X coordinate = (longitude + 120) × 200');
export const gameYField = z.number().describe('game Y coordinate = (latitude + 45) × 200');
