import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DEFAULT_APP_VERSION, DEFAULT_DATA_VERSION, type AppInfo } from '@eoa/contracts';
import { AppSetting } from './app-setting.entity.js';
import { APP_VERSION_KEY, DATA_VERSION_KEY } from './settings.seed.js';

@Injectable()
export class SettingsService {
  constructor(@InjectRepository(AppSetting) private readonly settings: Repository<AppSetting>) {}

  /** Versions for the homepage; lastUpdated is the newest change of any setting. */
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
}
