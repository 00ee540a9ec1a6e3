import { ApiProperty } from '@nestjs/swagger';
import { Validate, ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import type { AdminLoginRequest, AdminValidateRequest } from '@eoa/contracts';

/** The spec's text (§5, §8) for a login without both fields, so the page can show the server's message as it is. */
export const LOGIN_FIELDS_REQUIRED = 'Username and password are required';

export const LOGIN_LIMITS = { username: 100, password: 1024, token: 4096 } as const;

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Present, non-blank text within `max` characters: blank says the spec's text, anything else what is wrong. */
@ValidatorConstraint({ name: 'loginText' })
class LoginTextRule implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const [max] = args.constraints as [number];
    return typeof value === 'string' && value.trim() !== '' && value.length <= max;
  }

  defaultMessage(args: ValidationArguments): string {
    const [max, required] = args.constraints as [number, string];
    if (isBlank(args.value)) return required;
    if (typeof args.value !== 'string') return `${args.property} must be text`;
    return `${args.property} must be at most ${max} characters`;
  }
}

/** POST /admin/login body. The password is never trimmed (spaces may be part of it). */
export class LoginDto implements AdminLoginRequest {
  @ApiProperty({ maxLength: LOGIN_LIMITS.username })
  @Validate(LoginTextRule, [LOGIN_LIMITS.username, LOGIN_FIELDS_REQUIRED])
  username!: string;

  @ApiProperty({ maxLength: LOGIN_LIMITS.password, format: 'password' })
  @Validate(LoginTextRule, [LOGIN_LIMITS.password, LOGIN_FIELDS_REQUIRED])
  password!: string;
}

/** POST /admin/validate body. */
export class ValidateDto implements AdminValidateRequest {
  @ApiProperty({ maxLength: LOGIN_LIMITS.token, description: 'The admin token to check' })
  @Validate(LoginTextRule, [LOGIN_LIMITS.token, 'token is required'])
  token!: string;
}
