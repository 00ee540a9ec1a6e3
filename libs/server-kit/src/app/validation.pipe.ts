import { BadRequestException, ValidationPipe, type Type, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidatorOptions } from 'class-validator';

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

/** Every constraint message of a validation result, nested objects and arrays included. */
export function flattenValidationErrors(errors: ValidationError[], parentPath = ''): string[] {
  const messages: string[] = [];
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    if (error.constraints) messages.push(...Object.values(error.constraints));
    if (error.children?.length) messages.push(...flattenValidationErrors(error.children, path));
  }
  // A field failing the same way twice (e.g. two decorators sharing a message) is said once.
  return [...new Set(messages)];
}

/** The 400 a validation failure answers: all messages joined into `message`, and listed in `details`. */
export function validationException(errors: ValidationError[]): BadRequestException {
  const details = flattenValidationErrors(errors);
  return new BadRequestException({
    statusCode: 400,
    message: details.join('; ') || 'Invalid request',
    error: 'Bad Request',
    details,
  });
}

/** The global pipe: unknown properties are refused, known ones are converted to the DTO's types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({ ...VALIDATOR_OPTIONS, transform: true, exceptionFactory: validationException });
}

/**
 * A value checked against a DTO inside a service, as the global pipe checks a body (the same options and messages):
 * for parts of a body the pipe cannot reach, such as the values of a record keyed by name. Answers the DTO instance
 * and the messages (none when it is valid).
 */
export function validateAs<T extends object>(type: Type<T>, plain: object): { value: T; messages: string[] } {
  const value = plainToInstance(type, plain);
  return { value, messages: flattenValidationErrors(validateSync(value, VALIDATOR_OPTIONS)) };
}
