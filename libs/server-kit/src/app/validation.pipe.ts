import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

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
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // One message per property (several properties still each get theirs): "must be a whole number"
    // alone says more than with "must be 1 or more" beside it. class-validator runs a property's
    // decorators bottom-up, so DTOs write the type/presence check lowest.
    stopAtFirstError: true,
    // Values and targets stay out of the errors: they are not needed and may hold personal data.
    validationError: { target: false, value: false },
    exceptionFactory: validationException,
  });
}
