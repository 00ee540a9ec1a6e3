import { foldText } from '@eoa/contracts';
import { isActiveSearch } from '@eoa/game-rules';

/** The search text to apply (folded for matching): undefined when absent or shorter than 3 characters (spec 2 §5). */
export function activeSearch(search: string | undefined): string | undefined {
  return isActiveSearch(search) ? foldText(search!.trim()) : undefined;
}
