import { Injectable } from '@nestjs/common';
import type { QuestSettings, ZoneMapping } from '@eoa/contracts';
import type { AuditActor } from '../audit/audit.service.js';
import { CalibrationsService } from '../calibrations/calibrations.service.js';

/**
 * Quest settings (spec 3 §3, §7): the coordinate settings' zone mappings — the zones' calibrations under another
 * shape (one source of truth: the map_calibrations rows).
 */
@Injectable()
export class QuestSettingsService {
  constructor(private readonly calibrations: CalibrationsService) {}

  /** GET /admin/quest-settings: every zone's mapping by zone name. */
  async get(): Promise<QuestSettings> {
    const zoneMappings: Record<string, ZoneMapping> = {};
    for (const c of await this.calibrations.list()) {
      zoneMappings[c.zoneName] = { gameMinX: c.gameMinX, gameMaxX: c.gameMaxX, gameMinY: c.gameMinY, gameMaxY: c.gameMaxY, scale: c.scale, offsetX: c.offsetX, offsetY: c.offsetY, mapId: c.mapId };
    }
    return { coordinateSettings: { zoneMappings } };
  }

  /**
   * PUT /admin/quest-settings: the zones named are updated (audited as quest_settings_update), the others kept. Each
   * mapping's shape and values were checked by QuestSettingsSchema; the zones and the numbers' relations (min below
   * max) are the calibrations' check.
   */
  async update(settings: QuestSettings, actor: AuditActor): Promise<QuestSettings> {
    await this.calibrations.applyZoneMappings(settings.coordinateSettings.zoneMappings, actor);
    return this.get();
  }
}
