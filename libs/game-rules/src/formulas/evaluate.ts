// Evaluation of a parsed formula over a fixed variable record. The AST is compiled once into nested
// closures (no eval, no Function): each variable node reads one fixed field chosen by a switch, so no
// text from the formula ever becomes a property name.

import type { FormulaVariable } from '@eoa/contracts';
import { FORMULA_MESSAGES, FormulaEvaluationError, formulaErrorMessage } from './errors.js';
import { parseFormula, type FormulaNode } from './parser.js';

/** The values a formula sees (spec 1 §2). */
export interface FormulaVariables {
  might: number;
  agility: number;
  vitality: number;
  will: number;
  fate: number;
  armour: number;
  level: number;
}

/** The sample values formulas are validated with (spec 1 §5). */
export const FORMULA_SAMPLE_VALUES: Readonly<FormulaVariables> = Object.freeze({
  might: 100, agility: 100, vitality: 100, will: 100, fate: 100, armour: 500, level: 50,
});

/** Factorial is computed up to this argument; beyond it the result is Infinity (spec 1 §9). */
export const FACTORIAL_CAP = 171;

export type CompiledFormula = (variables: FormulaVariables) => number;

export function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0) {
    throw new FormulaEvaluationError('Factorial is only defined for non-negative whole numbers');
  }
  if (n > FACTORIAL_CAP) return Infinity;
  let result = 1;
  for (let k = 2; k <= n; k++) result *= k;
  return result;
}

function variableReader(name: FormulaVariable): CompiledFormula {
  switch (name) {
    case 'might': return (v) => v.might;
    case 'agility': return (v) => v.agility;
    case 'vitality': return (v) => v.vitality;
    case 'will': return (v) => v.will;
    case 'fate': return (v) => v.fate;
    case 'armour': return (v) => v.armour;
    case 'level': return (v) => v.level;
  }
}

/** Compiles an AST to a function of the variables. */
export function compileNode(node: FormulaNode): CompiledFormula {
  switch (node.kind) {
    case 'number': {
      const value = node.value;
      return () => value;
    }
    case 'variable':
      return variableReader(node.name);
    case 'negate': {
      const operand = compileNode(node.operand);
      return (v) => -operand(v);
    }
    case 'factorial': {
      const operand = compileNode(node.operand);
      return (v) => factorial(operand(v));
    }
    case 'binary': {
      const left = compileNode(node.left);
      const right = compileNode(node.right);
      switch (node.operator) {
        case '+': return (v) => left(v) + right(v);
        case '-': return (v) => left(v) - right(v);
        case '*': return (v) => left(v) * right(v);
        case '/': return (v) => left(v) / right(v);
        case '^': return (v) => Math.pow(left(v), right(v));
      }
      break;
    }
    case 'call': {
      const args = node.args.map(compileNode);
      const first = args[0]!;
      switch (node.fn) {
        case 'sqrt': return (v) => Math.sqrt(first(v));
        case 'abs': return (v) => Math.abs(first(v));
        case 'min': return (v) => {
          let m = first(v);
          for (let i = 1; i < args.length; i++) m = Math.min(m, args[i]!(v));
          return m;
        };
        case 'max': return (v) => {
          let m = first(v);
          for (let i = 1; i < args.length; i++) m = Math.max(m, args[i]!(v));
          return m;
        };
      }
    }
  }
  throw new FormulaEvaluationError(FORMULA_MESSAGES.fallback);
}

/** Parses and compiles a formula; throws FormulaSyntaxError with the parser's message. */
export function compileFormula(source: string): CompiledFormula {
  return compileNode(parseFormula(source));
}

/** Evaluates a formula once; throws on a syntax error, a factorial of a non-integer, or a non-finite result. */
export function evaluateFormula(source: string, variables: FormulaVariables): number {
  const result = compileFormula(source)(variables);
  if (!Number.isFinite(result)) throw new FormulaEvaluationError(FORMULA_MESSAGES.notANumber);
  return result;
}

export type FormulaValidation = { valid: true; sample: number } | { valid: false; error: string };

/**
 * The formula editor's check (spec 1 §5): the formula must parse, and with the sample values (primary
 * stats 100, armour 500, level 50) must give a finite number. Errors: the parser's message (with the
 * position), 'Invalid formula syntax' for an empty formula, 'Formula does not produce a valid number',
 * and 'Invalid formula' when the input is not text at all.
 */
export function validateFormula(source: unknown): FormulaValidation {
  if (typeof source !== 'string') return { valid: false, error: FORMULA_MESSAGES.fallback };
  let compiled: CompiledFormula;
  try {
    compiled = compileFormula(source);
  } catch (error) {
    return { valid: false, error: formulaErrorMessage(error) };
  }
  let sample: number;
  try {
    sample = compiled(FORMULA_SAMPLE_VALUES);
  } catch {
    return { valid: false, error: FORMULA_MESSAGES.notANumber };
  }
  if (typeof sample !== 'number' || !Number.isFinite(sample)) return { valid: false, error: FORMULA_MESSAGES.notANumber };
  return { valid: true, sample };
}
