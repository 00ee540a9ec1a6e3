// Tokenizer of the formula language: numbers, identifiers, + - * / ^ ( ) , !. Anything else is refused
// with its position. Positions are 1-based character indexes.

import { MAX_FORMULA_LENGTH } from '@eoa/contracts';
import { FormulaSyntaxError } from './errors.js';

export type TokenKind = 'number' | 'identifier' | 'operator' | 'lparen' | 'rparen' | 'comma' | 'bang' | 'end';

export interface Token {
  kind: TokenKind;
  /** Source text of the token ('' for end). */
  text: string;
  /** Numeric value of a number token. */
  value: number;
  position: number;
}

/** Longest formula accepted (characters): contracts' limit of the calculate body's customFormula. */
export { MAX_FORMULA_LENGTH };

const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*/;

/** Shows a piece of user text inside a message without letting it grow the message without bound. */
export function quote(text: string): string {
  return `'${text.length > 24 ? `${text.slice(0, 24)}…` : text}'`;
}

export function tokenize(source: string): Token[] {
  if (source.length > MAX_FORMULA_LENGTH) {
    throw new FormulaSyntaxError(`Formula is too long (at most ${MAX_FORMULA_LENGTH} characters)`, MAX_FORMULA_LENGTH + 1);
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++;
      continue;
    }
    const position = i + 1;
    const rest = source.slice(i);
    const num = NUMBER.exec(rest);
    if (num) {
      tokens.push({ kind: 'number', text: num[0], value: Number(num[0]), position });
      i += num[0].length;
      continue;
    }
    const id = IDENTIFIER.exec(rest);
    if (id) {
      tokens.push({ kind: 'identifier', text: id[0], value: 0, position });
      i += id[0].length;
      continue;
    }
    let kind: TokenKind | null = null;
    if (ch === '+' || ch === '-' || ch === '*' || ch === '/' || ch === '^') kind = 'operator';
    else if (ch === '(') kind = 'lparen';
    else if (ch === ')') kind = 'rparen';
    else if (ch === ',') kind = 'comma';
    else if (ch === '!') kind = 'bang';
    if (kind === null) {
      const code = source.codePointAt(i)!;
      // Control and blank characters are named by code point; anything else is quoted.
      const shown = code < 0x20 || code === 0x7f || ch.trim() === ''
        ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
        : quote(String.fromCodePoint(code));
      throw new FormulaSyntaxError(`Unexpected character ${shown} at position ${position}`, position);
    }
    tokens.push({ kind, text: ch, value: 0, position });
    i++;
  }
  tokens.push({ kind: 'end', text: '', value: 0, position: source.length + 1 });
  return tokens;
}
