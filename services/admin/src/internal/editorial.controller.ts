import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { EditorialSnapshotSchema, INTERNAL_TOKEN_HEADER, type EditorialSnapshot } from '@eoa/contracts';
import { ApiAnswer, InternalTokenGuard } from '@eoa/server-kit';
import { EditorialService } from './editorial.service.js';

/** Service-to-service (atlas): not routed by the gateway; the shared internal token is required. */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'the shared INTERNAL_TOKEN' })
@ApiUnauthorizedResponse({ description: 'no or another internal token' })
@UseGuards(InternalTokenGuard)
@Controller('internal/editorial')
export class EditorialController {
  constructor(private readonly editorial: EditorialService) {}

  @Get()
  @ApiOperation({
    summary: 'The editorial data atlas applies (for atlas)',
    description:
      'EditorialSnapshot { version, quests (every quest record: exclusion, field, marker, objective and comment overrides), calibrations }. ' +
      'Service-to-service (atlas): not routed by the gateway; needs the shared internal token.',
  })
  @ApiAnswer(200, EditorialSnapshotSchema)
  snapshot(): Promise<EditorialSnapshot> {
    return this.editorial.snapshot();
  }
}
