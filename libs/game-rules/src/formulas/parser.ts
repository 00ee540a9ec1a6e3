// Recursive-descent parser of the formula language (spec 1 §2): numbers, the seven variables, + - * / ^
// (right-associative), unary minus and plus, parentheses, sqrt/abs (one argument), min/max (two or more)
// and postfix ! (factorial). The result is a plain AST: a formula is data, never code.
//
//   expression := term (('+' | '-') term)*
//   term       := unary (('*' | '/') unary)*
//   unary      := ('-' | '+') unary | power
//   power      := postfix ('^' unary)?          right-associative: 2^3^2 = 2^9; -2^2 = -(2^2)
//   postfix    := primary '!'*
//   primary    := number | variable | function '(' expression (',' expression)* ')' | '(' expression ')'

import { FORMULA_VARIABLES, type FormulaVariable } from '@eoa/contracts';
import { FORMULA_MESSAGES, FormulaSyntaxError } from './errors.js';
import { quote, tokenize, type Token } from './tokenizer.js';

export type FormulaFunction = 'sqrt' | 'abs' | 'min' | 'max';
export type BinaryOperator = '+' | '-' | '*' | '/' | '^';

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; name: FormulaVariable }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; operator: BinaryOperator; left: FormulaNode; right: FormulaNode }
  | { kind: 'call'; fn: FormulaFunction; args: FormulaNode[] }
  | { kind: 'factorial'; operand: FormulaNode };

/** Deepest nesting accepted (parentheses, function calls, unary signs and powers all count). */
export const MAX_FORMULA_DEPTH = 64;

const VARIABLES = new Map<string, FormulaVariable>(FORMULA_VARIABLES.map((v) => [v, v]));
const FUNCTIONS = new Map<string, { fn: FormulaFunction; minArgs: number; maxArgs: number }>([
  ['sqrt', { fn: 'sqrt', minArgs: 1, maxArgs: 1 }],
  ['abs', { fn: 'abs', minArgs: 1, maxArgs: 1 }],
  ['min', { fn: 'min', minArgs: 2, maxArgs: Infinity }],
  ['max', { fn: 'max', minArgs: 2, maxArgs: Infinity }],
]);

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FormulaNode {
    const node = this.expression();
    const next = this.peek();
    if (next.kind !== 'end') throw this.unexpected(next);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    return this.tokens[this.index++]!;
  }

  private isOperator(text: string): boolean {
    const t = this.peek();
    return t.kind === 'operator' && t.text === text;
  }

  private unexpected(token: Token): FormulaSyntaxError {
    if (token.kind === 'end') return new FormulaSyntaxError(`Unexpected end of formula at position ${token.position}`, token.position);
    return new FormulaSyntaxError(`Unexpected ${quote(token.text)} at position ${token.position}`, token.position);
  }

  private enter(token: Token): void {
    if (++this.depth > MAX_FORMULA_DEPTH) {
      throw new FormulaSyntaxError(`Formula is nested too deeply (at most ${MAX_FORMULA_DEPTH} levels) at position ${token.position}`, token.position);
    }
  }

  private leave(): void {
    this.depth--;
  }

  private expression(): FormulaNode {
    let left = this.term();
    while (this.isOperator('+') || this.isOperator('-')) {
      const operator = this.next().text as '+' | '-';
      left = { kind: 'binary', operator, left, right: this.term() };
    }
    return left;
  }

  private term(): FormulaNode {
    let left = this.unary();
    while (this.isOperator('*') || this.isOperator('/')) {
      const operator = this.next().text as '*' | '/';
      left = { kind: 'binary', operator, left, right: this.unary() };
    }
    return left;
  }

  private unary(): FormulaNode {
    if (this.isOperator('-') || this.isOperator('+')) {
      const sign = this.next();
      this.enter(sign);
      const operand = this.unary();
      this.leave();
      return sign.text === '-' ? { kind: 'negate', operand } : operand;
    }
    return this.power();
  }

  private power(): FormulaNode {
    const base = this.postfix();
    if (!this.isOperator('^')) return base;
    const caret = this.next();
    this.enter(caret);
    const exponent = this.unary();
    this.leave();
    return { kind: 'binary', operator: '^', left: base, right: exponent };
  }

  private postfix(): FormulaNode {
    let node = this.primary();
    while (this.peek().kind === 'bang') {
      this.next();
      node = { kind: 'factorial', operand: node };
    }
    return node;
  }

  private primary(): FormulaNode {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return { kind: 'number', value: token.value };
      case 'lparen': {
        this.enter(token);
        const inner = this.expression();
        this.expect('rparen', ')');
        this.leave();
        return inner;
      }
      case 'identifier':
        return this.identifier(token);
      default:
        throw this.unexpected(token);
    }
  }

  private identifier(token: Token): FormulaNode {
    const name = token.text.toLowerCase();
    if (this.peek().kind === 'lparen') {
      const spec = FUNCTIONS.get(name);
      if (!spec) throw new FormulaSyntaxError(`Unknown function ${quote(token.text)} at position ${token.position}`, token.position);
      const open = this.next();
      this.enter(open);
      const args: FormulaNode[] = [this.expression()];
      while (this.peek().kind === 'comma') {
        this.next();
        args.push(this.expression());
      }
      this.expect('rparen', ')');
      this.leave();
      if (args.length < spec.minArgs || args.length > spec.maxArgs) {
        const wanted = spec.maxArgs === spec.minArgs ? `${spec.minArgs} argument` : `at least ${spec.minArgs} arguments`;
        throw new FormulaSyntaxError(`${spec.fn} expects ${wanted} at position ${token.position}`, token.position);
      }
      return { kind: 'call', fn: spec.fn, args };
    }
    const variable = VARIABLES.get(name);
    if (variable) return { kind: 'variable', name: variable };
    if (FUNCTIONS.has(name)) {
      throw new FormulaSyntaxError(`Expected '(' after ${name} at position ${token.position + token.text.length}`, token.position + token.text.length);
    }
    throw new FormulaSyntaxError(
      `Unknown variable ${quote(token.text)} at position ${token.position} (allowed: ${FORMULA_VARIABLES.join(', ')})`,
      token.position,
    );
  }

  private expect(kind: Token['kind'], text: string): void {
    const token = this.peek();
    if (token.kind !== kind) {
      throw new FormulaSyntaxError(`Expected '${text}' at position ${token.position}`, token.position);
    }
    this.next();
  }
}

/**
 * Parses a formula to its AST. Throws FormulaSyntaxError: 'Invalid formula syntax' for an empty formula,
 * otherwise a message with the position of the problem.
 */
export function parseFormula(source: string): FormulaNode {
  if (typeof source !== 'string') throw new FormulaSyntaxError(FORMULA_MESSAGES.fallback, 0);
  const tokens = tokenize(source);
  if (tokens.length === 1) throw new FormulaSyntaxError(FORMULA_MESSAGES.syntax, 1);
  return new Parser(tokens).parse();
}

/** The AST written back as text (fully parenthesised where needed), for previews and tests. */
export function formatFormula(node: FormulaNode): string {
  switch (node.kind) {
    case 'number':
      return String(node.value);
    case 'variable':
      return node.name;
    case 'negate':
      return `-${wrap(node.operand)}`;
    case 'factorial':
      return `${wrap(node.operand)}!`;
    case 'call':
      return `${node.fn}(${node.args.map(formatFormula).join(', ')})`;
    case 'binary':
      return `${wrap(node.left)} ${node.operator} ${wrap(node.right)}`;
  }
}

function wrap(node: FormulaNode): string {
  return node.kind === 'binary' || node.kind === 'negate' ? `(${formatFormula(node)})` : formatFormula(node);
}
