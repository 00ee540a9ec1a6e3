/** Item qualities in ascending order (poor has a colour but is not in the spec's sort order). */
export const ITEM_QUALITIES = ['poor', 'common', 'uncommon', 'rare', 'incomparable', 'epic', 'legendary'] as const;
export type ItemQuality = (typeof ITEM_QUALITIES)[number];

/**
 * Spec (public tools §9): poor grey, common white, uncommon yellow, rare purple, incomparable cyan, epic and
 * legendary orange. They are the game's own colours, so they do not change with the theme: show them on a
 * dark surface (item cards, tooltips) or as an accent border in the light theme — white text on parchment
 * would be unreadable.
 */
export const QUALITY_COLOURS: Readonly<Record<ItemQuality, string>> = {
  poor: '#9d9d9d',
  common: '#ffffff',
  uncommon: '#f5e663',
  rare: '#b77cf2',
  incomparable: '#4fe3e8',
  epic: '#f0962e',
  legendary: '#f0962e',
};
