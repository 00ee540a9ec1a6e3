import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { HomepageToolDevStatus } from '@eoa/contracts';

/** PUT /admin/homepage-tools/{toolId}/dev-status body: a JSON boolean ("true" as text is refused). */
export class ToolDevStatusDto implements HomepageToolDevStatus {
  @ApiProperty({ description: 'Whether the tool card shows the In Development badge' })
  @IsBoolean({ message: 'isInDevelopment must be true or false' })
  isInDevelopment!: boolean;
}
