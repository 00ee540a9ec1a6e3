import { BadRequestException, Injectable } from '@nestjs/common';
import type { QuestSettings, ZoneMapping } from '@eoa/contracts';
import type { AuditActor } from '../audit/audit.service.js';
import { CALIBRATION_LIMIT, CALIBRATION_MAX_SCALE } from '../calibrations/dto/calibration-update.dto.js';
import { CalibrationsService } from '../calibrations/calibrations.service.js';

/** The keys of a zone mapping (spec 3 §3 Quest settings). */
const MAPPING_KEYS = ['gameMinX', 'gameMaxX', 'gameMinY', 'gameMaxY', 'scale', 'offsetX', 'offsetY', 'mapId'] as const satisfies readonly (keyof ZoneMapping)[];
/** A body names at most this many zones (there are ten). */
const MAX_ZONES = 50;

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** What is wrong with one mapping's shape and values (the numbers' relations are the calibrations' own check). */
function mappingProblems(zone: string, mapping: unknown): string[] {
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) return [`${zone}: the mapping must be an object (${MAPPING_KEYS.join(', ')})`];
  const record = mapping as Record<string, unknown>;
  const problems = Object.keys(record)
    .filter((key) => !(MAPPING_KEYS as readonly string[]).includes(key))
    .map((key) => `${zone}: property ${key} should not exist`);
  for (const key of MAPPING_KEYS) {
    const value = record[key];
    if (key === 'mapId') {
      if (!Number.isInteger(value) || (value as number) < 1) problems.push(`${zone}: mapId must be the zone's map id`);
    } else if (key === 'scale') {
      if (!isFiniteNumber(value) || value > CALIBRATION_MAX_SCALE) problems.push(`${zone}: scale must be a number above 0 and at most ${CALIBRATION_MAX_SCALE}`);
    } else if (!isFiniteNumber(value) || Math.abs(value) > CALIBRATION_LIMIT) {
      problems.push(`${zone}: ${key} must be a number from -${CALIBRATION_LIMIT} to ${CALIBRATION_LIMIT}`);
    }
  }
  return problems;
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
    if (entries.length > MAX_ZONES) throw new BadRequestException(`coordinateSettings.zoneMappings names ${entries.length} zones; there are at most ${MAX_ZONES}`);
    const problems = entries.flatMap(([zone, mapping]) => mappingProblems(zone, mapping));
    if (problems.length > 0) throw new BadRequestException({ statusCode: 400, message: problems.join('; '), error: 'Bad Request', details: problems });
    await this.calibrations.applyZoneMappings(settings.coordinateSettings.zoneMappings, actor);
    return this.get();
  }
}
