import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { CorrectionCreatedSchema, CorrectionSubmissionSchema, PublicCorrectionsPageSchema, PublicCorrectionsQuerySchema, type CorrectionCreated, type PublicCorrectionsPage } from '@eoa/contracts';
import { ApiAnswer, ClientIp, zodDto } from '@eoa/server-kit';
import { CorrectionsRateLimiter } from './corrections-rate.limiter.js';
import { CorrectionsService } from './corrections.service.js';

class CreateCorrectionDto extends zodDto(CorrectionSubmissionSchema) {}
class PublicCorrectionsQueryDto extends zodDto(PublicCorrectionsQuerySchema) {}

@ApiTags('corrections')
@Controller('corrections')
export class CorrectionsController {
  constructor(
    private readonly corrections: CorrectionsService,
    private readonly rateLimiter: CorrectionsRateLimiter,
  ) {}

  /**
   * The rate limit is taken here, after validation (the pipe runs first): a submission the server
   * refuses as invalid is not counted, every valid one is — whether or not it could then be stored.
   */
  @Post()
  @ApiOperation({ summary: 'A bug report or data correction from a visitor (rate-limited per address)' })
  @HttpCode(HttpStatus.CREATED)
  @ApiAnswer(201, CorrectionCreatedSchema)
  @ApiBadRequestResponse({ description: 'problem details (request.invalid) with one coded issue per invalid field' })
  @ApiTooManyRequestsResponse({ description: 'Too many submissions from this address (Retry-After header)' })
  async submit(@Body() submission: CreateCorrectionDto, @ClientIp() clientIp: string): Promise<CorrectionCreated> {
    await this.rateLimiter.consume(clientIp);
    return { correctionId: await this.corrections.submit(submission, clientIp) };
  }

  @Get('public')
  @ApiOperation({ summary: 'The public corrections list: status and entity filters, pages, no e-mail addresses' })
  @ApiAnswer(200, PublicCorrectionsPageSchema, 'PublicCorrectionsPage, newest first (no e-mail addresses)')
  publicList(@Query() query: PublicCorrectionsQueryDto): Promise<PublicCorrectionsPage> {
    return this.corrections.publicPage(query);
  }
}
