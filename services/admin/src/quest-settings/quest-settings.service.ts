import { BadRequestException, Injectable } from '@nestjs/common';
import type { QuestSettings, ZoneMapping } from '@eoa/contracts';
import { InvalidRequestException, validateAs } from '@eoa/server-kit';
import type { AuditActor } from '../audit/audit.service.js';
import { CalibrationsService } from '../calibrations/calibrations.service.js';
import { inputIssue } from '../common/input-issue.js';
import { ZONE_MAPPING_KEYS, ZoneMappingDto } from './dto/quest-settings.dto.js';

/** A body names at most this many zones (there are ten). */
const MAX_ZONES = 50;

/**
 * What is wrong with one mapping's shape and values, each message naming the zone: the mapping is checked with the
 * calibration update's own DTO (the numbers' relations, min below max and the like, are the calibrations' check).
 */
function mappingProblems(zone: string, mapping: unknown): string[] {
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) return [`${zone}: the mapping must be an object (${ZONE_MAPPING_KEYS.join(', ')})`];
  return validateAs(ZoneMappingDto, mapping).messages.map((message) => `${zone}: ${message}`);
}

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

  /** PUT /admin/quest-settings: the zones named are updated (audited as quest_settings_update), the others kept. */
  async update(settings: QuestSettings, actor: AuditActor): Promise<QuestSettings> {
    const entries = Object.entries(settings.coordinateSettings.zoneMappings);
    if (entries.length > MAX_ZONES) {
      throw new InvalidRequestException([inputIssue('coordinateSettings.zoneMappings', 'admin.zoneMappingsAtMost', { count: entries.length, max: MAX_ZONES })]);
    }
    const problems = entries.flatMap(([zone, mapping]) => mappingProblems(zone, mapping));
    if (problems.length > 0) throw new BadRequestException({ statusCode: 400, message: problems.join('; '), error: 'Bad Request', details: problems });
    await this.calibrations.applyZoneMappings(settings.coordinateSettings.zoneMappings, actor);
    return this.get();
  }
}
