import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { EditorialSnapshot } from '@eoa/contracts';
import { MapCalibrationRow } from '../calibrations/map-calibration.entity.js';
import { toMapCalibration } from '../calibrations/calibrations.service.js';
import { editorialQuest } from '../quests/quest-editorial-record.js';
import { QuestOverrideRow } from '../quests/quest-override.entity.js';

/**
 * GET /api/internal/editorial: every quest record and calibration as atlas applies them. The version is a hash of
 * that content, so it changes with every editorial write — a restore of a backup included — and two equal contents
 * never carry different versions (atlas's answers are tagged by it).
 */
@Injectable()
export class EditorialService {
  constructor(
    @InjectRepository(QuestOverrideRow) private readonly overrides: Repository<QuestOverrideRow>,
    @InjectRepository(MapCalibrationRow) private readonly calibrations: Repository<MapCalibrationRow>,
  ) {}

  async snapshot(): Promise<EditorialSnapshot> {
    const [rows, calibrationRows] = await Promise.all([
      this.overrides.find({ order: { questId: 'ASC' } }),
      this.calibrations.find({ order: { mapId: 'ASC' } }),
    ]);
    const quests = rows.map(editorialQuest);
    const calibrations = calibrationRows.map(toMapCalibration);
    const version = createHash('sha256').update(JSON.stringify({ quests, calibrations })).digest('base64url').slice(0, 22);
    return { version, quests, calibrations };
  }
}
