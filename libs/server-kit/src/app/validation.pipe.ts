import { ValidationPipe, type ArgumentMetadata, type Type, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidatorOptions } from 'class-validator';
import type { InputIssue } from '../edge/problem.js';
import { serverTexts } from '../edge/server-texts.js';
import { InvalidRequestException, isZodDto } from './zod-validation.js';

/**
 * How every DTO is checked (the global pipe, and validateAs inside a service): unknown properties are refused; one
 * message per property (several properties still each get theirs): "must be a whole number" alone says more than with
 * "must be 1 or more" beside it — class-validator runs a property's decorators bottom-up, so DTOs write the
 * type/presence check lowest; values and targets stay out of the errors (not needed, and may hold personal data).
 */
const VALIDATOR_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
} as const satisfies ValidatorOptions;

/** Every constraint message of a validation result with the path of its property, nested objects and arrays included. */
export function flattenValidationErrors(errors: ValidationError[], parentPath = ''): { path: string; message: string }[] {
  const messages: { path: string; message: string }[] = [];
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    if (error.constraints) messages.push(...Object.values(error.constraints).map((message) => ({ path, message })));
    if (error.children?.length) messages.push(...flattenValidationErrors(error.children, path));
  }
  // A field failing the same way twice (e.g. two decorators sharing a message) is said once.
  return messages.filter((entry, index) => messages.findIndex((other) => other.message === entry.message) === index);
}

/**
 * The 400 a class-validator failure answers: each message read back into the code and values of the catalog text
 * that writes it (class-validator DTOs give English sentences; DTOs made with zodDto give codes directly).
 */
export function validationException(errors: ValidationError[]): InvalidRequestException {
  const issues: InputIssue[] = flattenValidationErrors(errors).map(({ path, message }) => {
    const match = serverTexts().match(message);
    return match ? { path, code: match.key, params: match.values } : { path, code: 'field.invalid', params: { field: path } };
  });
  return new InvalidRequestException(issues);
}

/** The global pipe: unknown properties are refused, known ones are converted to the DTO's types. */
export function createValidationPipe(): ValidationPipe {
  return new ClassValidationPipe({ ...VALIDATOR_OPTIONS, transform: true, exceptionFactory: validationException });
}

/** Nest's ValidationPipe, leaving the parameters a zodDto declares to ZodValidationPipe. */
class ClassValidationPipe extends ValidationPipe {
  protected override toValidate(metadata: ArgumentMetadata): boolean {
    return !isZodDto(metadata.metatype) && super.toValidate(metadata);
  }
}

/**
 * A value checked against a DTO inside a service, as the global pipe checks a body (the same options and messages):
 * for parts of a body the pipe cannot reach, such as the values of a record keyed by name. Answers the DTO instance
 * and the messages (none when it is valid).
 */
export function validateAs<T extends object>(type: Type<T>, plain: object): { value: T; messages: string[] } {
  const value = plainToInstance(type, plain);
  return { value, messages: flattenValidationErrors(validateSync(value, VALIDATOR_OPTIONS)).map(({ message }) => message) };
}
