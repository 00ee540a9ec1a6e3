// The words of a dataset report: each problem of a record as "field: message" (the dataset reader puts "file:line"
// in front). Parse a record with `{ error: datasetErrorMap }` and turn the error into lines with datasetIssueLines.
import { z } from 'zod';

const show = (value: unknown) => JSON.stringify(value);

/** z.int() and z.number().int() are number schemas with an integer format. */
const isWholeNumber = (schema: unknown) => schema instanceof z.ZodNumber && schema.format !== null && schema.format.includes('int');

/** What a dataset report says for one problem. Schemas may say it otherwise (LocalizedTextSchema does). */
export const datasetErrorMap: z.core.$ZodErrorMap = (issue) => {
  const { input } = issue;
  if (input === undefined) return 'missing';
  if (input === null) return 'must not be null';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int' || (issue.expected === 'number' && isWholeNumber(issue.inst))) return `expected an integer, got ${show(input)}`;
      if (issue.expected === 'number' || issue.expected === 'string' || issue.expected === 'boolean') {
        return `expected a ${issue.expected}, got ${show(input)}`;
      }
      if (issue.expected === 'array' || issue.expected === 'object') return `expected an ${issue.expected}`;
      return undefined;
    case 'invalid_value':
      return `${show(input)} is not one of ${issue.values.map(show).join(', ')}`;
    case 'too_small':
      return `${String(input)} is below the minimum ${String(issue.minimum)}`;
    case 'too_big':
      return `${String(input)} is above the maximum ${String(issue.maximum)}`;
    case 'unrecognized_keys':
      return 'unknown field';
    default:
      return undefined;
  }
};

/** A field's path as the reports write it: `ingredients[0].quantity`, `name.ru`. */
function fieldOf(path: readonly PropertyKey[]): string {
  let text = '';
  for (const step of path) text += typeof step === 'number' ? `[${step}]` : text === '' ? String(step) : `.${String(step)}`;
  return text;
}

/** One "field: message" line per problem; each unknown key is a problem of its own. */
export function datasetIssueLines(error: z.ZodError): string[] {
  const lines: string[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) lines.push(`${fieldOf([...issue.path, key])}: ${issue.message}`);
    } else {
      lines.push(`${fieldOf(issue.path)}: ${issue.message}`);
    }
  }
  return lines;
}
