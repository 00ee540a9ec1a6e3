import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AuditPageSchema, AuditQuerySchema, type AuditPage } from '@eoa/contracts';
import { AdminRoutes, ApiAnswer, zodDto } from '@eoa/server-kit';
import { auditFilters } from './audit-filters.js';
import { AuditService } from './audit.service.js';

class AuditQueryDto extends zodDto(AuditQuerySchema) {}

@AdminRoutes()
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'The audit log, newest first: filters by action, username, entity, dates; pages of up to 100' })
  @ApiAnswer(200, AuditPageSchema)
  list(@Query() query: AuditQueryDto): Promise<AuditPage> {
    return this.audit.page(auditFilters(query));
  }
}
