// @eoa/game-rules: the pure rules of the character builder, shared by the builder remote and the builder
// service so both compute the same numbers. No I/O, no clock, no randomness.

export * from './constants.js';
export * from './names.js';

export * from './character/character.js';

export * from './formulas/errors.js';
export { tokenize, MAX_FORMULA_LENGTH, type Token, type TokenKind } from './formulas/tokenizer.js';
export * from './formulas/parser.js';
export * from './formulas/evaluate.js';
export * from './formulas/builtins.js';
export * from './formulas/config.js';

export * from './stats/values.js';
export * from './stats/engine.js';
export * from './stats/rules-from-api.js';
export * from './stats/response.js';
export * from './stats/buffs.js';
export * from './stats/format.js';

export * from './equipment/weapons.js';
export * from './equipment/slots.js';
export * from './equipment/equip.js';
export * from './equipment/compare.js';

export * from './traits/slots.js';
export * from './traits/equip.js';

export * from './builds/build-file.js';
export * from './builds/recent.js';

export * from './share/share-link.js';
// Repeatable randomness for tests and the bench (the rules themselves never use it).
export { seededRandom } from './seeded-random.js';

export * from './loot/drop-sources.js';
export * from './format/money-and-time.js';

export * from './items/item-slots.js';
export * from './items/item-filter.js';
export * from './builds/upgrades.js';

// Crafting (spec 2): recipe graph, trees, totals, the calculator's scale and recommendations, results and money.
export * from './crafting/constants.js';
export * from './crafting/materials.js';
export * from './crafting/graph.js';
export * from './crafting/expand.js';
export * from './crafting/summary.js';
export * from './crafting/tree-summary.js';
export * from './crafting/tiers.js';
export * from './crafting/optimal-path.js';
export * from './crafting/results.js';

// Atlas (spec 2 maps, markers, quests): coordinates, composite merge and bundling, marker search, quest order, chains.
export * from './atlas/constants.js';
export * from './atlas/coordinates.js';
export * from './atlas/markers.js';
export * from './atlas/quests.js';

export * from './admin/admin-rules.js';
