import type { ValidationError } from '@nestjs/common';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { createValidationPipe, flattenValidationErrors, validateAs, validationException } from './validation.pipe.js';

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
      { path: 'reason', message: 'Please provide a detailed explanation (minimum 20 characters)' },
      { path: 'filters.status', message: 'status must be one of: pending, fixed' },
      { path: 'dup', message: 'same text' },
    ]);
  });

  it('builds a 400 request.invalid whose issues are the codes of the catalog texts the messages are', () => {
    const exception = validationException(errors);
    expect(exception.getStatus()).toBe(400);
    expect(exception.code).toBe('request.invalid');
    expect(exception.issues).toEqual([
      { path: 'reason', code: 'admin.explanation', params: { min: '20' } },
      { path: 'filters.status', code: 'field.oneOf', params: { field: 'status', values: 'pending, fixed' } },
      { path: 'dup', code: 'field.invalid', params: { field: 'dup' } },
    ]);
    expect(exception.params).toMatchObject({ count: 3 });
  });

  it('configures the pipe to refuse unknown properties', () => {
    const pipe = createValidationPipe() as unknown as { validatorOptions: Record<string, unknown>; isTransformEnabled: boolean };
    expect(pipe.validatorOptions).toMatchObject({ whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
    expect(pipe.isTransformEnabled).toBe(true);
  });

  it('validateAs checks a value inside a service as the pipe checks a body', () => {
    class Mapping {
      @IsString({ message: 'name must be text' })
      name!: string;

      @Max(10, { message: 'level must be at most 10' })
      @Min(1, { message: 'level must be at least 1' })
      @IsInt({ message: 'level must be a whole number' })
      level!: number;
    }
    expect(validateAs(Mapping, { name: 'Bree', level: 3 })).toEqual({ value: Object.assign(new Mapping(), { name: 'Bree', level: 3 }), messages: [] });
    // One message per property (the lowest decorator first), unknown properties refused.
    expect(validateAs(Mapping, { level: 'x', colour: 'red' }).messages).toEqual(['property colour should not exist', 'name must be text', 'level must be a whole number']);
    expect(validateAs(Mapping, { name: 'Bree', level: 11 }).messages).toEqual(['level must be at most 10']);
  });
});
