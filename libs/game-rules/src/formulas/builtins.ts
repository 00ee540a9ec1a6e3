// The built-in game formulas of Echoes of Angmar (spec 1 §9), written in the formula language itself so
// the editor shows exactly what the engine computes. They give the "stats part" of a stat; bonuses
// (combat characteristics, traits, items), the base regeneration and the shield penalty are added by the
// engine.

import type { ClassId, FormulaStatKey } from '@eoa/contracts';
import { SHIELD_EVADE_PENALTY } from '../constants.js';

const COMMON: Record<FormulaStatKey, string> = {
  block: '0.63 * sqrt(might)',
  parry: '0.36 * sqrt(might + agility)',
  evade: '0.40 * sqrt(agility)',
  meleeCrit: '0.525 * sqrt(agility) + 0.17',
  rangedCrit: '0.525 * sqrt(agility) + 0.17',
  tacticalCrit: '0.6408339674 * sqrt(fate) - 3.3439326158',
  commonMitigation: '1.02 * sqrt(armour) + 0.17 * sqrt(might) - 0.49',
  fireMitigation: '1.125 * sqrt(vitality)',
  shadowMitigation: '1.125 * sqrt(vitality)',
  woundResistance: '0.50 * sqrt(vitality)',
  diseaseResistance: '0.50 * sqrt(vitality)',
  poisonResistance: '0.50 * sqrt(vitality)',
  fearResistance: '0.50 * sqrt(will)',
  icpr: '30 * sqrt(fate)',
  icmr: '1.5 * fate',
  ocpr: '12 * will',
  ocmr: '7.2 * vitality',
};

/** The built-in formula of a stat for a class. `shield`: a shield is in the off-hand (evade − 2). */
export function builtinFormula(key: FormulaStatKey, classId: ClassId, options: { shield?: boolean } = {}): string {
  if (key === 'tacticalCrit' && (classId === 'guardian' || classId === 'champion')) {
    return '0.6408339674 * sqrt(fate) - 1.2773013240';
  }
  if (key === 'icpr' && classId === 'hunter') return '25.55 * sqrt(fate) + 29.27';
  if (key === 'evade' && options.shield) return `${COMMON.evade} - ${SHIELD_EVADE_PENALTY}`;
  return COMMON[key];
}

/** Short description of each formula stat, stored in a formula configuration. */
export const FORMULA_DESCRIPTIONS: Readonly<Record<FormulaStatKey, string>> = {
  meleeCrit: 'Melee critical chance (%)',
  rangedCrit: 'Ranged critical chance (%)',
  tacticalCrit: 'Tactical critical chance (%)',
  block: 'Block chance (%)',
  evade: 'Evade chance (%); -2 with a shield equipped',
  parry: 'Parry chance (%)',
  fireMitigation: 'Fire mitigation (%)',
  commonMitigation: 'Common mitigation (%)',
  shadowMitigation: 'Shadow mitigation (%)',
  fearResistance: 'Fear resistance (%)',
  woundResistance: 'Wound resistance (%)',
  diseaseResistance: 'Disease resistance (%)',
  poisonResistance: 'Poison resistance (%)',
  icmr: 'In-combat morale regeneration (per minute)',
  ocmr: 'Out-of-combat morale regeneration (per minute)',
  icpr: 'In-combat power regeneration (per minute)',
  ocpr: 'Out-of-combat power regeneration (per minute)',
};
