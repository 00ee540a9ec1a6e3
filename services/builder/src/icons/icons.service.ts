// Resolves an icon request to an SVG: item pictures (one layer or layers joined by "-"), overlay layers,
// trait/class/race emblems and virtues at a rank. Rendered once per icon and kept (bounded); the cache is
// emptied when the game data is reloaded.

import { createHash } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { EQUIPMENT_SLOTS, VIRTUE_ICON_MAX_RANK } from '@eoa/contracts';
import { ProblemException } from '@eoa/server-kit';
import { GameDataService } from '../game-data/game-data.service.js';
import { virtueKey, type IconIndex } from './icon-index.js';
import { renderEmblem, renderItemIcon, renderOverlay, renderSlot, renderVirtue } from './svg/render.js';

export interface RenderedIcon {
  body: Buffer;
  etag: string;
}

const MAX_LAYERS = 8;
const MEMO_ENTRIES = 5000;
const SINGLE = /^\d{1,10}$/;
const LAYERED = /^\d{1,10}(?:-\d{1,10}){1,7}$/;
const VIRTUE = /^([A-Za-z][A-Za-z_]{0,39})-(\d{1,3})$/;
const SLOT = /^slot-([A-Za-z0-9]{1,20})$/;

/** "123.svg" / "123.png" → "123" (clients may ask with an image extension). */
function stripExtension(raw: string): string {
  return raw.replace(/\.(svg|png)$/i, '');
}

@Injectable()
export class IconsService {
  private readonly memo = new Map<string, RenderedIcon>();

  constructor(private readonly gameData: GameDataService) {
    this.gameData.onReload(() => this.memo.clear());
  }

  /** GET /api/icons/{icon}: an id, layers joined by "-", or VIRTUE-rank. */
  byName(raw: string): RenderedIcon {
    const name = stripExtension(raw);
    if (SINGLE.test(name) || LAYERED.test(name)) return this.layers(name);
    const slot = SLOT.exec(name);
    if (slot) return this.slot(slot[1]!);
    const virtue = VIRTUE.exec(name);
    if (virtue) return this.virtue(virtue[1]!, Number(virtue[2]));
    throw new ProblemException(HttpStatus.BAD_REQUEST, 'builder.iconFormat', { max: MAX_LAYERS });
  }

  /** GET /api/icons/layered/{a-b-c}. */
  layered(raw: string): RenderedIcon {
    const name = stripExtension(raw);
    if (!SINGLE.test(name) && !LAYERED.test(name)) throw new ProblemException(HttpStatus.BAD_REQUEST, 'builder.layersFormat', { max: MAX_LAYERS });
    return this.layers(name);
  }

  private layers(name: string): RenderedIcon {
    return this.memoised(`i:${name}`, () => {
      const icons = this.gameData.snapshot.icons;
      const ids = name.split('-').map(Number);
      const [first, ...rest] = ids as [number, ...number[]];
      if (rest.length === 0) return this.single(first, icons);
      const subject = icons.exact.get(name) ?? icons.base.get(first);
      if (!subject) throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.iconNotFound', { id: first });
      const unknown = rest.find((id) => !icons.overlays.has(id));
      if (unknown !== undefined) throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.iconLayerNotFound', { id: unknown });
      return renderItemIcon(subject, first, rest);
    });
  }

  private single(id: number, icons: IconIndex): string {
    const subject = icons.exact.get(String(id)) ?? icons.base.get(id);
    if (subject) return renderItemIcon(subject, id, []);
    const emblem = icons.emblems.get(id);
    if (emblem) return renderEmblem(emblem, id);
    if (icons.overlays.has(id)) return renderOverlay(id);
    throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.iconNotFound', { id });
  }

  /** slot-head, slot-ring1, …: an empty equipment slot's picture. */
  private slot(name: string): RenderedIcon {
    const slot = EQUIPMENT_SLOTS.find((s) => s.toLowerCase() === name.toLowerCase());
    if (!slot) throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.unknownSlot', { name });
    return this.memoised(`s:${slot}`, () => renderSlot(slot));
  }

  private virtue(name: string, rank: number): RenderedIcon {
    const key = virtueKey(name);
    if (!Number.isInteger(rank) || rank < 1 || rank > VIRTUE_ICON_MAX_RANK) {
      throw new ProblemException(HttpStatus.BAD_REQUEST, 'builder.virtueRank', { max: VIRTUE_ICON_MAX_RANK });
    }
    return this.memoised(`v:${key}-${rank}`, () => {
      const virtue = this.gameData.snapshot.icons.virtues.get(key);
      if (!virtue) throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.unknownVirtue', { name });
      return renderVirtue(virtue, rank);
    });
  }

  private memoised(key: string, render: () => string): RenderedIcon {
    const known = this.memo.get(key);
    if (known) return known;
    const body = Buffer.from(render(), 'utf8');
    const icon = { body, etag: `"icon-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
    if (this.memo.size >= MEMO_ENTRIES) this.memo.delete(this.memo.keys().next().value!);
    this.memo.set(key, icon);
    return icon;
  }
}
