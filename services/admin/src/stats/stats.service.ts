import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { ADMIN_RECENT_CHANGES_DAYS, EXPANSION_ERAS, type AdminStats, type ExpansionEra } from '@eoa/contracts';
import { AtlasClient } from '../atlas-client/atlas-client.js';
import { BackupsService } from '../backups/backups.service.js';
import { changesData } from '../quests/quest-editorial-record.js';
import { QuestOverrideRow } from '../quests/quest-override.entity.js';

/** Audit actions that are not changes of the data (sessions): left out of the dashboard's recent changes. */
export const NOT_CHANGES = ['login', 'logout'] as const;

/**
 * GET /admin/stats (spec 3 §2 Dashboard): the quests atlas holds with the editors' eras applied, how many are
 * excluded and edited, the audit entries of the last ADMIN_RECENT_CHANGES_DAYS days (logins and logouts are not
 * changes), and the newest backup. Without atlas the answer is a 503 (the page then shows its default figures).
 */
@Injectable()
export class StatsService {
  constructor(
    @InjectRepository(QuestOverrideRow) private readonly overrides: Repository<QuestOverrideRow>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly atlas: AtlasClient,
    private readonly backups: BackupsService,
  ) {}

  async stats(): Promise<AdminStats> {
    const [quests, rows, recent, lastBackupDate] = await Promise.all([
      this.atlas.quests('en'),
      this.overrides.find(),
      this.dataSource.query<{ count: string }[]>(
        `SELECT count(*) AS count FROM "admin"."audit_log"
          WHERE "created_at" >= now() - make_interval(days => $1) AND "action" <> ALL($2::text[])`,
        [ADMIN_RECENT_CHANGES_DAYS, NOT_CHANGES],
      ),
      this.backups.lastBackupDate(),
    ]);
    const records = new Map(rows.map((row) => [row.questId, row]));
    const questsByExpansion = Object.fromEntries(EXPANSION_ERAS.map((era) => [era, 0])) as Record<ExpansionEra, number>;
    let excludedQuests = 0;
    let questsWithOverrides = 0;
    for (const quest of quests) {
      const row = records.get(quest.id);
      questsByExpansion[row?.expansionEra ?? quest.expansionEra] += 1;
      if (row?.excluded) excludedQuests += 1;
      if (changesData(row)) questsWithOverrides += 1;
    }
    return {
      totalQuests: quests.length,
      excludedQuests,
      questsWithOverrides,
      questsByExpansion,
      recentChanges: Number(recent[0]?.count ?? 0),
      lastBackupDate,
    };
  }
}
