import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { AdminHomepageTool, AppInfo, ToolStatus } from '@eoa/contracts';
import { EventsService, ProblemException } from '@eoa/server-kit';
import { fieldChanges } from '../audit/audit-changes.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { HomepageTool } from './homepage-tool.entity.js';

/** The key settings.changed names when a tool's badge changes (the home page reads the tools with the settings). */
export const HOMEPAGE_TOOLS_EVENT_KEY = 'homepage_tools';

function toAdminTool(row: HomepageTool): AdminHomepageTool {
  return {
    id: row.id,
    toolId: row.toolId,
    toolName: row.toolName,
    isInDevelopment: row.isInDevelopment,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

@Injectable()
export class HomepageService {
  constructor(
    @InjectRepository(HomepageTool) private readonly tools: Repository<HomepageTool>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly events: EventsService,
  ) {}

  appInfo(): Promise<AppInfo> {
    return this.settings.appInfo();
  }

  /** The public cards' flags. Read from the table on every call (no cache), so an admin's change shows at once. */
  async toolsStatus(): Promise<ToolStatus[]> {
    const rows = await this.inCardOrder();
    return rows.map((row) => ({ toolId: row.toolId, isInDevelopment: row.isInDevelopment }));
  }

  /** GET /admin/homepage-tools, in card order. */
  async adminTools(): Promise<AdminHomepageTool[]> {
    return (await this.inCardOrder()).map(toAdminTool);
  }

  /**
   * PUT /admin/homepage-tools/{toolId}/dev-status: the flag, who and when, and the audit entry in one transaction
   * (the row locked, so two administrators' changes are recorded one after the other). Setting the flag it already
   * has changes nothing and is not audited.
   */
  async setInDevelopment(toolId: string, isInDevelopment: boolean, actor: AuditActor): Promise<AdminHomepageTool> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(HomepageTool);
      const row = await repository.findOne({ where: { toolId }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new ProblemException(HttpStatus.NOT_FOUND, 'admin.homepageToolNotFound', { id: toolId });
      if (row.isInDevelopment === isInDevelopment) return { row, changed: false };
      const before = { isInDevelopment: row.isInDevelopment };
      row.isInDevelopment = isInDevelopment;
      row.updatedAt = new Date();
      row.updatedBy = actor.username;
      await repository.save(row);
      await this.audit.record(manager, {
        action: 'homepage_tool_update',
        username: actor.username,
        entityType: 'HomepageTool',
        entityId: row.toolId,
        ipAddress: actor.ipAddress,
        changes: fieldChanges(before, { isInDevelopment }),
      });
      return { row, changed: true };
    });
    if (saved.changed) await this.events.publish({ type: 'settings.changed', keys: [HOMEPAGE_TOOLS_EVENT_KEY] });
    return toAdminTool(saved.row);
  }

  private inCardOrder(): Promise<HomepageTool[]> {
    return this.tools.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  }
}
