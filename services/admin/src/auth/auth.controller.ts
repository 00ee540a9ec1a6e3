import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AdminLoginRequestSchema, AdminValidateRequestSchema, type AdminSession, type AdminValidateResult } from '@eoa/contracts';
import { AdminAuthGuard, type AdminPrincipal, ClientIp, CurrentAdmin, zodDto } from '@eoa/server-kit';
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
  @ApiOkResponse({ description: 'AdminSession: username, token, expiresAt (ISO)' })
  @ApiUnauthorizedResponse({ description: '"Invalid username or password" (never says which)' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this client or for this username (Retry-After header)' })
  login(@Body() body: LoginDto, @ClientIp() clientIp: string): Promise<AdminSession> {
    return this.auth.login(body.username, body.password, clientIp);
  }

  @Post('validate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Whether a token is still valid (signature, expiry, not logged out); never answers 401' })
  @ApiOkResponse({ description: 'AdminValidateResult: valid, and for a valid token username and expiresAt' })
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
