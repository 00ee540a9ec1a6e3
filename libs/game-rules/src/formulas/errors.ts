// Errors and messages of the formula language (spec 1 §5).

/** The messages the formula editor shows, exactly as the spec writes them. */
export const FORMULA_MESSAGES = {
  notANumber: 'Formula does not produce a valid number',
  syntax: 'Invalid formula syntax',
  fallback: 'Invalid formula',
} as const;

/** A formula that cannot be parsed; the message names the position (1-based character index). */
export class FormulaSyntaxError extends Error {
  override readonly name = 'FormulaSyntaxError';
  constructor(message: string, readonly position: number) {
    super(message);
  }
}

/** A formula that parsed but cannot be evaluated with the given values (e.g. 2.5!). */
export class FormulaEvaluationError extends Error {
  override readonly name = 'FormulaEvaluationError';
}

/** The message to show for anything a formula operation threw. */
export function formulaErrorMessage(error: unknown): string {
  if (error instanceof FormulaSyntaxError || error instanceof FormulaEvaluationError) return error.message;
  if (error instanceof Error) return FORMULA_MESSAGES.syntax;
  return FORMULA_MESSAGES.fallback;
}
