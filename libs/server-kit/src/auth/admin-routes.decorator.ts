import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminAuthGuard } from './admin-auth.guard.js';

/**
 * What makes a controller's routes admin routes, said once: AdminAuthGuard on every route (a bearer token, else 401)
 * and the matching OpenAPI description (tag, bearer security, the 401 answer).
 */
export function AdminRoutes(): ClassDecorator & MethodDecorator {
  return applyDecorators(
    ApiTags('admin'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No admin token, or a malformed, expired, tampered or revoked one' }),
    UseGuards(AdminAuthGuard),
  );
}
