import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Put, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminCorrectionSchema, AdminCorrectionsPageSchema, AdminCorrectionsQuerySchema, CorrectionEditSchema, CorrectionReviewRequestSchema, type AdminCorrection, type AdminCorrectionsPage, type CorrectionReviewAction } from '@eoa/contracts';
import { AdminRoutes, AdminUsername, ApiAnswer, ClientIp, IdParam, zodDto } from '@eoa/server-kit';
import { AdminCorrectionsService } from './admin-corrections.service.js';

class AdminCorrectionsQueryDto extends zodDto(AdminCorrectionsQuerySchema) {}
class CorrectionEditDto extends zodDto(CorrectionEditSchema) {}
class CorrectionReviewDto extends zodDto(CorrectionReviewRequestSchema) {}

const REVIEW_DOC = {
  conflict: 'The move is not allowed from the current status (pending → approved, in_progress, rejected; in_progress → fixed, rejected)',
  ok: 'The AdminCorrection as saved (status, reviewedBy, reviewedAt, adminNotes)',
} as const;

@AdminRoutes()
@Controller('admin/corrections')
export class AdminCorrectionsController {
  constructor(private readonly corrections: AdminCorrectionsService) {}

  @Get()
  @ApiOperation({ summary: 'Corrections newest first with e-mail addresses; filters by status and entity type; pendingCount of all' })
  @ApiAnswer(200, AdminCorrectionsPageSchema)
  list(@Query() query: AdminCorrectionsQueryDto): Promise<AdminCorrectionsPage> {
    return this.corrections.page(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One correction' })
  @ApiAnswer(200, AdminCorrectionSchema)
  @ApiNotFoundResponse({ description: 'No correction with this id' })
  one(@IdParam() id: number): Promise<AdminCorrection> {
    return this.corrections.one(id);
  }

  @Put(':id/approve')
  @ApiOperation({ summary: 'Approve a pending correction (optional adminNotes); audited' })
  @ApiAnswer(200, AdminCorrectionSchema, REVIEW_DOC.ok)
  @ApiNotFoundResponse({ description: 'No correction with this id' })
  @ApiConflictResponse({ description: REVIEW_DOC.conflict })
  approve(@IdParam() id: number, @Body() body: CorrectionReviewDto, @AdminUsername() username: string, @ClientIp() ip: string): Promise<AdminCorrection> {
    return this.review(id, 'approve', body, username, ip);
  }

  @Put(':id/reject')
  @ApiOperation({ summary: 'Reject a pending or in-progress correction (optional adminNotes); audited' })
  @ApiAnswer(200, AdminCorrectionSchema, REVIEW_DOC.ok)
  @ApiNotFoundResponse({ description: 'No correction with this id' })
  @ApiConflictResponse({ description: REVIEW_DOC.conflict })
  reject(@IdParam() id: number, @Body() body: CorrectionReviewDto, @AdminUsername() username: string, @ClientIp() ip: string): Promise<AdminCorrection> {
    return this.review(id, 'reject', body, username, ip);
  }

  @Put(':id/in-progress')
  @ApiOperation({ summary: 'Mark a pending correction in progress (optional adminNotes); audited' })
  @ApiAnswer(200, AdminCorrectionSchema, REVIEW_DOC.ok)
  @ApiNotFoundResponse({ description: 'No correction with this id' })
  @ApiConflictResponse({ description: REVIEW_DOC.conflict })
  inProgress(@IdParam() id: number, @Body() body: CorrectionReviewDto, @AdminUsername() username: string, @ClientIp() ip: string): Promise<AdminCorrection> {
    return this.review(id, 'in-progress', body, username, ip);
  }

  @Put(':id/fixed')
  @ApiOperation({ summary: 'Mark an in-progress correction fixed (optional adminNotes); audited' })
  @ApiAnswer(200, AdminCorrectionSchema, REVIEW_DOC.ok)
  @ApiNotFoundResponse({ description: 'No correction with this id' })
  @ApiConflictResponse({ description: REVIEW_DOC.conflict })
  fixed(@IdParam() id: number, @Body() body: CorrectionReviewDto, @AdminUsername() username: string, @ClientIp() ip: string): Promise<AdminCorrection> {
    return this.review(id, 'fixed', body, username, ip);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a correction: the fields sent replace the stored ones, any status; audited with the changed fields' })
  @ApiAnswer(200, AdminCorrectionSchema, 'The AdminCorrection as saved')
  @ApiNotFoundResponse({ description: 'No correction with this id' })
  edit(@IdParam() id: number, @Body() body: CorrectionEditDto, @AdminUsername() username: string, @ClientIp() ipAddress: string): Promise<AdminCorrection> {
    return this.corrections.edit(id, body, { username, ipAddress });
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a correction; the audit entry keeps the deleted row' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No correction with this id' })
  remove(@IdParam() id: number, @AdminUsername() username: string, @ClientIp() ipAddress: string): Promise<void> {
    return this.corrections.remove(id, { username, ipAddress });
  }

  private review(id: number, action: CorrectionReviewAction, body: CorrectionReviewDto, username: string, ipAddress: string): Promise<AdminCorrection> {
    return this.corrections.review(id, action, body.adminNotes, { username, ipAddress });
  }
}
