import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuditPage } from '@eoa/contracts';
import { AdminAuthGuard } from '@eoa/server-kit';
import { AuditService } from './audit.service.js';
import { auditFilters, AuditQueryDto } from './dto/audit.query.js';

@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No admin token, or a malformed, expired, tampered or revoked one' })
@UseGuards(AdminAuthGuard)
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'The audit log, newest first: filters by action, username, entity, dates; pages of up to 100' })
  @ApiOkResponse({ description: 'AuditPage: auditLogs, totalCount, hasNext, hasPrevious, page, pageSize' })
  list(@Query() query: AuditQueryDto): Promise<AuditPage> {
    return this.audit.page(auditFilters(query));
  }
}
