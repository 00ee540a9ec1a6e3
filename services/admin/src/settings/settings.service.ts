import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { DEFAULT_APP_VERSION, DEFAULT_DATA_VERSION, type AppInfo, type AppSetting as AppSettingPayload } from '@eoa/contracts';
import { isSemanticVersion } from '@eoa/game-rules';
import { EventsService, InvalidRequestException, ProblemException } from '@eoa/server-kit';
import { fieldChanges } from '../audit/audit-changes.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { inputIssue } from '../common/input-issue.js';
import { AppSetting } from './app-setting.entity.js';
import { APP_VERSION_KEY, DATA_VERSION_KEY } from './settings.seed.js';

function toPayload(row: AppSetting): AppSettingPayload {
  return {
    id: row.id,
    settingKey: row.settingKey,
    settingValue: row.settingValue,
    description: row.description,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(AppSetting) private readonly settings: Repository<AppSetting>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly events: EventsService,
  ) {}

  /** Versions for the homepage; lastUpdated is the newest change of any setting. Read on every call (no cache). */
  async appInfo(): Promise<AppInfo> {
    // A handful of rows: reading them all is simpler and as fast as three targeted queries.
    const rows = await this.settings.find();
    const value = (key: string) => rows.find((row) => row.settingKey === key)?.settingValue;
    const newest = rows.reduce<Date | undefined>((latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest), undefined);
    return {
      appVersion: value(APP_VERSION_KEY) ?? DEFAULT_APP_VERSION,
      dataVersion: value(DATA_VERSION_KEY) ?? DEFAULT_DATA_VERSION,
      lastUpdated: (newest ?? new Date(0)).toISOString(),
    };
  }

  /** GET /admin/settings, by key. */
  async list(): Promise<AppSettingPayload[]> {
    return (await this.settings.find({ order: { settingKey: 'ASC' } })).map(toPayload);
  }

  /**
   * PUT /admin/settings/{key}: the value trimmed and checked (not blank; app_version a semantic version), saved with
   * who and when and its audit entry in one transaction; settings.changed is published after the commit. The same
   * value again changes nothing and is not audited.
   */
  async update(settingKey: string, rawValue: string, actor: AuditActor): Promise<AppSettingPayload> {
    const value = rawValue.trim();
    if (value === '') throw new InvalidRequestException([inputIssue('value', 'field.notEmpty', { field: 'value' })]);
    if (settingKey === APP_VERSION_KEY && !isSemanticVersion(value)) throw new InvalidRequestException([inputIssue('value', 'admin.appVersion', {})]);
    const saved = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(AppSetting);
      const row = await repository.findOne({ where: { settingKey }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new ProblemException(HttpStatus.NOT_FOUND, 'admin.settingNotFound', { key: settingKey });
      if (row.settingValue === value) return { row, changed: false };
      const before = { settingValue: row.settingValue };
      row.settingValue = value;
      row.updatedAt = new Date();
      row.updatedBy = actor.username;
      await repository.save(row);
      await this.audit.record(manager, {
        action: 'settings_update',
        username: actor.username,
        entityType: 'AppSettings',
        entityId: settingKey,
        ipAddress: actor.ipAddress,
        changes: fieldChanges(before, { settingValue: value }),
      });
      return { row, changed: true };
    });
    if (saved.changed) await this.events.publish({ type: 'settings.changed', keys: [settingKey] });
    return toPayload(saved.row);
  }
}
