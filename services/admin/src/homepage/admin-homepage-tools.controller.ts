import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { AdminHomepageToolListSchema, AdminHomepageToolSchema, HomepageToolDevStatusSchema, type AdminHomepageTool } from '@eoa/contracts';
import { AdminRoutes, AdminUsername, ApiAnswer, ClientIp, zodDto } from '@eoa/server-kit';
import { HomepageService } from './homepage.service.js';

class ToolDevStatusDto extends zodDto(HomepageToolDevStatusSchema) {}

@AdminRoutes()
@Controller('admin/homepage-tools')
export class AdminHomepageToolsController {
  constructor(private readonly homepage: HomepageService) {}

  @Get()
  @ApiOperation({ summary: 'The homepage tools in card order, with their In Development flag and who changed it last' })
  @ApiAnswer(200, AdminHomepageToolListSchema)
  list(): Promise<AdminHomepageTool[]> {
    return this.homepage.adminTools();
  }

  @Put(':toolId/dev-status')
  @ApiOperation({ summary: 'Flag a tool as in development or not (the home page shows it at once); audited' })
  @ApiAnswer(200, AdminHomepageToolSchema, 'The AdminHomepageTool as saved')
  @ApiNotFoundResponse({ description: 'No tool with this id' })
  setDevStatus(
    @Param('toolId') toolId: string,
    @Body() body: ToolDevStatusDto,
    @AdminUsername() username: string,
    @ClientIp() ipAddress: string,
  ): Promise<AdminHomepageTool> {
    return this.homepage.setInDevelopment(toolId, body.isInDevelopment, { username, ipAddress });
  }
}
