import { FORMULA_MESSAGES, FormulaSyntaxError } from './errors.js';
import { compileFormula, evaluateFormula, validateFormula, type FormulaVariables } from './evaluate.js';
import { formatFormula, MAX_FORMULA_DEPTH, parseFormula } from './parser.js';
import { MAX_FORMULA_LENGTH } from './tokenizer.js';

const V: FormulaVariables = { might: 400, agility: 225, vitality: 144, will: 81, fate: 100, armour: 2500, level: 50 };
const ev = (f: string, v: FormulaVariables = V) => evaluateFormula(f, v);

function syntaxError(source: string): string {
  try {
    parseFormula(source);
  } catch (e) {
    expect(e).toBeInstanceOf(FormulaSyntaxError);
    return (e as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(source)} to be refused`);
}

describe('formula language: values and operators', () => {
  it.each([
    ['2 + 3 * 4', 14], // * before +
    ['(2 + 3) * 4', 20],
    ['10 - 2 - 3', 5], // left-associative: (10 - 2) - 3
    ['12 / 3 / 2', 2], // (12 / 3) / 2
    ['2 ^ 3 ^ 2', 512], // right-associative: 2^(3^2) = 2^9
    ['-2 ^ 2', -4], // -(2^2)
    ['2 ^ -1', 0.5],
    ['--2', 2],
    ['+2', 2],
    ['3!', 6],
    ['0!', 1],
    ['-3!', -6], // -(3!)
    ['2 ^ 3!', 64], // 2^(3!) = 2^6
    ['(1 + 2)!', 6],
    ['3!!', 720], // (3!)! = 6!
    ['min(3, 1, 2)', 1],
    ['max(1, 2)', 2],
    ['max(1, 7, 3, 5)', 7],
    ['abs(-5)', 5],
    ['sqrt(16)', 4],
    ['1e3', 1000],
    ['.5 * 2', 1],
    ['1.25', 1.25],
  ])('%s = %d', (formula, expected) => {
    expect(ev(formula)).toBe(expected);
  });

  it('reads the seven variables', () => {
    // 400 + 225 + 144 + 81 + 100 + 2500 + 50 = 3500
    expect(ev('might + agility + vitality + will + fate + armour + level')).toBe(3500);
  });

  it('accepts variable and function names in any case', () => {
    // sqrt(400) = 20, + 225 = 245
    expect(ev('SQRT(Might) + AGILITY')).toBe(245);
  });

  it('ignores whitespace, tabs and new lines', () => {
    expect(ev(' 0.63 *\n\tsqrt( might ) ')).toBeCloseTo(12.6, 12);
  });

  it('factorial is capped: 170! is finite, 171! and beyond are Infinity', () => {
    expect(Number.isFinite(compileFormula('170!')(V))).toBe(true);
    expect(compileFormula('171!')(V)).toBe(Infinity);
    expect(compileFormula('172!')(V)).toBe(Infinity);
    expect(compileFormula('100000!')(V)).toBe(Infinity);
  });

  it('factorial of a negative or non-integer value is an evaluation error', () => {
    expect(() => compileFormula('2.5!')(V)).toThrow('Factorial is only defined for non-negative whole numbers');
    expect(() => compileFormula('(0 - 1)!')(V)).toThrow('Factorial');
  });

  it('produces plain data (a JSON-serialisable AST)', () => {
    const ast = parseFormula('0.63 * sqrt(might) - 2');
    expect(JSON.parse(JSON.stringify(ast))).toEqual(ast);
    expect(formatFormula(ast)).toBe('(0.63 * sqrt(might)) - 2');
    expect(formatFormula(parseFormula('-(2 ^ 3)!'))).toBe('-(2 ^ 3)!');
  });
});

describe('formula language: syntax errors carry the position', () => {
  it.each([
    ['2 +', 'Unexpected end of formula at position 4'],
    ['(2', "Expected ')' at position 3"],
    ['2)', "Unexpected ')' at position 2"],
    ['2 3', "Unexpected '3' at position 3"],
    ['2 @ 3', "Unexpected character '@' at position 3"],
    ['* 2', "Unexpected '*' at position 1"],
    ['min(1)', 'min expects at least 2 arguments at position 1'],
    ['sqrt(1, 2)', 'sqrt expects 1 argument at position 1'],
    ['sqrt', "Expected '(' after sqrt at position 5"],
    ['exp(2)', "Unknown function 'exp' at position 1"],
    ['might + strength', "Unknown variable 'strength' at position 9 (allowed: might, agility, vitality, will, fate, armour, level)"],
    ['2,3', "Unexpected ',' at position 2"],
    ['()', "Unexpected ')' at position 2"],
    ['max(1,)', "Unexpected ')' at position 7"],
  ])('%s → %s', (formula, message) => {
    expect(syntaxError(formula)).toBe(message);
  });

  it('an empty or blank formula is "Invalid formula syntax"', () => {
    expect(syntaxError('')).toBe(FORMULA_MESSAGES.syntax);
    expect(syntaxError('  \n ')).toBe(FORMULA_MESSAGES.syntax);
  });
});

describe('formula language: hostile input is refused cleanly', () => {
  it.each([
    ['constructor', "Unknown variable 'constructor' at position 1"],
    ['__proto__', "Unknown variable '__proto__' at position 1"],
    ['this', "Unknown variable 'this' at position 1"],
    ['globalThis', "Unknown variable 'globalThis' at position 1"],
    ['process.exit()', "Unexpected character '.' at position 8"], // the tokenizer refuses '.' before any name is looked up
    ['a.b', "Unexpected character '.' at position 2"],
    ['might.constructor', "Unexpected character '.' at position 6"],
    ['might["constructor"]', "Unexpected character '[' at position 6"],
    ['[]', "Unexpected character '[' at position 1"],
    ['{}', "Unexpected character '{' at position 1"],
    ['toString()', "Unknown function 'toString' at position 1"],
    ['constructor(1)', "Unknown function 'constructor' at position 1"],
    ['__proto__(1)', "Unknown function '__proto__' at position 1"],
    ['constructor("return process")()', "Unexpected character '\"' at position 13"],
    ['eval(1)', "Unknown function 'eval' at position 1"],
    ['Function(1)', "Unknown function 'Function' at position 1"],
    ['`1`', "Unexpected character '`' at position 1"],
    ["1; process.exit(1)", "Unexpected character ';' at position 2"],
    ['might = 5', "Unexpected character '=' at position 7"],
    ['x => x', "Unexpected character '=' at position 3"],
    ['\u0000', 'Unexpected character U+0000 at position 1'],
    ['𝟙', "Unexpected character '𝟙' at position 1"],
  ])('%s', (formula, message) => {
    // Unknown variables also list the allowed ones after the position.
    const received = syntaxError(formula);
    expect(received === message || received.startsWith(`${message} (allowed:`)).toBe(true);
  });

  it('names in messages are cut short', () => {
    const long = 'a'.repeat(200);
    expect(syntaxError(long)).toBe(`Unknown variable '${'a'.repeat(24)}…' at position 1 (allowed: might, agility, vitality, will, fate, armour, level)`);
  });

  it('refuses input longer than the length cap before reading it', () => {
    const formula = `${'1+'.repeat(600)}1`; // 1201 characters
    expect(formula.length).toBeGreaterThan(MAX_FORMULA_LENGTH);
    expect(syntaxError(formula)).toBe(`Formula is too long (at most ${MAX_FORMULA_LENGTH} characters)`);
  });

  it('accepts the longest formula allowed', () => {
    const formula = `${'1+'.repeat(499)}1 `; // 1000 characters: 500 ones
    expect(formula.length).toBe(MAX_FORMULA_LENGTH);
    expect(ev(formula)).toBe(500);
  });

  it('refuses deep nesting of parentheses, signs, powers and calls', () => {
    const depth = MAX_FORMULA_DEPTH + 1;
    const tooDeep = [
      `${'('.repeat(depth)}1${')'.repeat(depth)}`,
      `${'-'.repeat(depth)}1`,
      `${'2^'.repeat(depth)}1`,
      `${'sqrt('.repeat(depth)}1${')'.repeat(depth)}`,
    ];
    for (const formula of tooDeep) expect(syntaxError(formula)).toMatch(/^Formula is nested too deeply \(at most 64 levels\) at position \d+$/);
  });

  it('accepts nesting up to the depth cap', () => {
    const d = MAX_FORMULA_DEPTH;
    expect(ev(`${'('.repeat(d)}7${')'.repeat(d)}`)).toBe(7);
    expect(ev(`${'-'.repeat(d)}1`)).toBe(1); // an even number of minus signs
  });

  it('does not touch the variables object beyond the seven fields', () => {
    const touched: string[] = [];
    const spy = new Proxy({ ...V }, {
      get(target, key) {
        touched.push(String(key));
        return Reflect.get(target, key);
      },
    });
    expect(compileFormula('might + level * sqrt(fate)')(spy)).toBe(400 + 50 * 10);
    expect([...new Set(touched)].sort()).toEqual(['fate', 'level', 'might']);
  });
});

describe('validateFormula (spec 1 §5 messages)', () => {
  it('accepts a formula that gives a number with the sample values', () => {
    // sample: primaries 100, armour 500, level 50 → 100*2 + 500 + 50 = 750
    expect(validateFormula('might * 2 + armour + level')).toEqual({ valid: true, sample: 750 });
  });

  it.each([
    ['might / 0'], // 100 / 0 = Infinity
    ['sqrt(-1)'], // NaN
    ['sqrt(might - 200)'], // sqrt(-100) = NaN
    ['2.5!'], // factorial of a non-integer
    ['171!'], // capped: Infinity
    ['10 ^ 400'], // Infinity
  ])('%s → Formula does not produce a valid number', (formula) => {
    expect(validateFormula(formula)).toEqual({ valid: false, error: FORMULA_MESSAGES.notANumber });
  });

  it('gives the parser message for a syntax error', () => {
    expect(validateFormula('0.63 * sqrt(might')).toEqual({ valid: false, error: "Expected ')' at position 18" });
  });

  it("gives 'Invalid formula syntax' for an empty formula and 'Invalid formula' for non-text", () => {
    expect(validateFormula('')).toEqual({ valid: false, error: 'Invalid formula syntax' });
    expect(validateFormula(42)).toEqual({ valid: false, error: 'Invalid formula' });
    expect(validateFormula(null)).toEqual({ valid: false, error: 'Invalid formula' });
    expect(validateFormula({ toString: () => 'might' })).toEqual({ valid: false, error: 'Invalid formula' });
  });
});
