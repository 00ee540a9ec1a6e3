// A shopping list in a link: ?view=list&list=<recipeId>_<count>.<recipeId>_<count>… (short, and readable enough to
// edit by hand). Whatever does not parse is left out; the store's rules (counts 1–9999, 50 entries) apply on use.
import { MAX_ID, SHOPPING_LIST_MAX_ENTRIES, type ShoppingListEntry } from '@eoa/contracts';

export function encodeShoppingList(entries: readonly ShoppingListEntry[]): string {
  return entries.map(({ recipeId, count }) => `${recipeId}_${count}`).join('.');
}

export function decodeShoppingList(value: string | null): ShoppingListEntry[] {
  if (!value) return [];
  const entries: ShoppingListEntry[] = [];
  for (const part of value.split('.').slice(0, SHOPPING_LIST_MAX_ENTRIES)) {
    const match = /^(\d{1,10})_(\d{1,4})$/.exec(part);
    if (!match) continue;
    const recipeId = Number(match[1]);
    const count = Number(match[2]);
    if (recipeId >= 1 && recipeId <= MAX_ID && count >= 1) entries.push({ recipeId, count });
  }
  return entries;
}
