import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AdminLoginRequestSchema, AdminSessionSchema, AdminValidateRequestSchema, AdminValidateResultSchema, type AdminSession, type AdminValidateResult } from '@eoa/contracts';
import { AdminAuthGuard, type AdminPrincipal, ApiAnswer, ClientIp, CurrentAdmin, zodDto } from '@eoa/server-kit';
import { AuthService } from './auth.service.js';

class LoginDto extends zodDto(AdminLoginRequestSchema) {}
class ValidateDto extends zodDto(AdminValidateRequestSchema) {}

@ApiTags('admin')
@Controller('admin')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Log in: username and password → a short-lived admin token (throttled per client and per username)' })
  @ApiAnswer(200, AdminSessionSchema)
  @ApiUnauthorizedResponse({ description: '"Invalid username or password" (never says which)' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this client or for this username (Retry-After header)' })
  login(@Body() body: LoginDto, @ClientIp() clientIp: string): Promise<AdminSession> {
    return this.auth.login(body.username, body.password, clientIp);
  }

  @Post('validate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Whether a token is still valid (signature, expiry, not logged out); never answers 401' })
  @ApiAnswer(200, AdminValidateResultSchema)
  @ApiServiceUnavailableResponse({ description: 'The denylist cannot be read (Redis down since start)' })
  validate(@Body() body: ValidateDto): Promise<AdminValidateResult> {
    return this.auth.validate(body.token);
  }

  @Post('logout')
  @UseGuards(AdminAuthGuard)
  @ApiBearerAuth()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Log out: the token is revoked (on the denylist until it expires)' })
  @ApiNoContentResponse({ description: 'Logged out' })
  @ApiUnauthorizedResponse({ description: 'No valid admin token' })
  logout(@CurrentAdmin() admin: AdminPrincipal, @ClientIp() clientIp: string): Promise<void> {
    return this.auth.logout(admin, clientIp);
  }
}
