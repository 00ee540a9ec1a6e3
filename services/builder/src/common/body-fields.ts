// Body fields described once: each helper applies the OpenAPI description AND the validation of a property
// from one definition, so the document and the checks cannot drift apart. Messages are the API's 400 texts.
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsInt, IsOptional, IsString, Max, MaxLength, Min, Validate, ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface,
} from 'class-validator';

/** An OpenAPI schema object (the subset these fields use). */
export type FieldSchema = Record<string, unknown>;

/** A required text: its type message, its length limit, and the same in the document. */
export function TextField(options: { name: string; maxLength: number; typeMessage: string; example?: string; description?: string }) {
  // applyDecorators applies in the order given, and class-validator checks in the order applied (stopping at
  // the first error): the type first, then the length.
  return applyDecorators(
    IsString({ message: options.typeMessage }),
    MaxLength(options.maxLength, { message: `${options.name} must be at most ${options.maxLength} characters` }),
    ApiProperty({ type: 'string', maxLength: options.maxLength, example: options.example, description: options.description }),
  );
}

/** A required integer in [min, max]; every failure says the whole range. */
export function IntField(options: { name: string; min: number; max: number }) {
  const message = `${options.name} must be an integer from ${options.min} to ${options.max}`;
  return applyDecorators(IsInt({ message }), Min(options.min, { message }), Max(options.max, { message }), ApiProperty({ type: 'integer', minimum: options.min, maximum: options.max }));
}

/**
 * An optional structured field checked as plain data in one pass (no class-transformer copy: the calculate
 * call is the builder's hot path): `problem` returns the first thing wrong, or null; `schema` documents it.
 */
export function CheckedField(options: { name: string; schema: FieldSchema; problem: (value: unknown) => string | null }) {
  @ValidatorConstraint({ name: options.name })
  class Rule implements ValidatorConstraintInterface {
    validate(value: unknown): boolean {
      return options.problem(value) === null;
    }

    defaultMessage(args: ValidationArguments): string {
      return options.problem(args.value) ?? `${options.name} is invalid`;
    }
  }
  // Wrapped in allOf: Nest's `required` option is the property's own flag and would replace the schema's list.
  return applyDecorators(Validate(Rule), IsOptional(), ApiPropertyOptional({ allOf: [options.schema] }));
}
