import { Injectable } from '@nestjs/common';
import { QuestEditorial } from '../editorial/quest-editorial.js';
import { AtlasWorldService } from '../world/atlas-world.service.js';
import { QuestCatalog } from './quest-catalog.js';

/** The current quest catalog: the current world with the current editorial data, built once per pair. */
@Injectable()
export class QuestCatalogService {
  private latest?: QuestCatalog;

  constructor(
    private readonly worlds: AtlasWorldService,
    private readonly editorial: QuestEditorial,
  ) {}

  async catalog(): Promise<QuestCatalog> {
    const [world, view] = await Promise.all([this.worlds.world(), this.editorial.current()]);
    if (this.latest?.world !== world || this.latest.view.version !== view.version) this.latest = new QuestCatalog(world, view);
    return this.latest;
  }

  /** Whether an answer built from `catalog` may be kept (its data and editorial versions are still current). */
  isCurrent(catalog: QuestCatalog): boolean {
    return this.latest === catalog && this.worlds.isCurrent(catalog.world);
  }
}
