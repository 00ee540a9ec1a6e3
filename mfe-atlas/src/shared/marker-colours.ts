import { QUEST_MARKER_COLOUR_COUNT } from '@eoa/game-rules';

/**
 * The ten quest marker colours (spec 2 §9: they cycle by the marker's index, game-rules' questMarkerColourSlot), far
 * enough apart to tell neighbouring objectives apart on parchment, each with white text readable on it.
 */
export const QUEST_MARKER_COLOURS: readonly string[] = [
  '#c0392b', '#1f6fbf', '#2e8b3e', '#8e44ad', '#d35400', '#0f8a8a', '#b0286f', '#6d5d12', '#3f51b5', '#5d4037',
];
if (QUEST_MARKER_COLOURS.length !== QUEST_MARKER_COLOUR_COUNT) throw new Error('one colour per quest marker slot');

/** NPC spawn pins (spec 2 §9: NPC markers, category 998). */
export const NPC_PIN_COLOUR = '#00695c';
