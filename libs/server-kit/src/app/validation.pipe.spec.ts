import type { ValidationError } from '@nestjs/common';
import { createValidationPipe, flattenValidationErrors, validationException } from './validation.pipe.js';

describe('validation shaping', () => {
  const errors: ValidationError[] = [
    { property: 'reason', constraints: { minLength: 'Please provide a detailed explanation (minimum 20 characters)' }, children: [] },
    {
      property: 'filters',
      children: [{ property: 'status', constraints: { isIn: 'status must be one of: pending, fixed' }, children: [] }],
    },
    { property: 'dup', constraints: { a: 'same text', b: 'same text' }, children: [] },
  ];

  it('flattens nested constraint messages and drops repeats', () => {
    expect(flattenValidationErrors(errors)).toEqual([
      'Please provide a detailed explanation (minimum 20 characters)',
      'status must be one of: pending, fixed',
      'same text',
    ]);
  });

  it('builds a 400 whose message joins the details', () => {
    const exception = validationException(errors);
    expect(exception.getStatus()).toBe(400);
    expect(exception.getResponse()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please provide a detailed explanation (minimum 20 characters); status must be one of: pending, fixed; same text',
      details: [
        'Please provide a detailed explanation (minimum 20 characters)',
        'status must be one of: pending, fixed',
        'same text',
      ],
    });
  });

  it('configures the pipe to refuse unknown properties', () => {
    const pipe = createValidationPipe() as unknown as { validatorOptions: Record<string, unknown>; isTransformEnabled: boolean };
    expect(pipe.validatorOptions).toMatchObject({ whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
    expect(pipe.isTransformEnabled).toBe(true);
  });
});
