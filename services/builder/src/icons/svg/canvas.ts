// A tiny SVG builder: gradients get ids in drawing order, so the same icon always renders to the same bytes.

import type { Material } from './palette.js';

export const OUTLINE = 'stroke="#0b0d10" stroke-width="1.6" stroke-linejoin="round" stroke-linecap="round"';
export const THIN = 'stroke="#0b0d10" stroke-width="1.1" stroke-linejoin="round" stroke-linecap="round"';

/** A number as SVG writes it: finite, at most two decimals (anything else would be a bug: it throws). */
export function num(n: number): string {
  if (!Number.isFinite(n)) throw new Error('SVG number is not finite');
  return String(Math.round(n * 100) / 100);
}

export class Canvas {
  private readonly defs: string[] = [];
  private count = 0;

  /** A linear gradient over a material (top-left light → bottom-right dark by default). */
  material(m: Material, direction: 'diagonal' | 'vertical' | 'horizontal' = 'diagonal'): string {
    const id = `g${this.count++}`;
    const [x2, y2] = direction === 'vertical' ? [0, 1] : direction === 'horizontal' ? [1, 0] : [1, 1];
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${m[0]}"/><stop offset=".55" stop-color="${m[1]}"/><stop offset="1" stop-color="${m[2]}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient from `inner` at (cx, cy) (fractions of the box) to `outer`. */
  radial(inner: string, outer: string, cx = 0.5, cy = 0.4, r = 0.7, innerOpacity = 1, outerOpacity = 1): string {
    const id = `g${this.count++}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"><stop offset="0" stop-color="${inner}" stop-opacity="${num(innerOpacity)}"/><stop offset="1" stop-color="${outer}" stop-opacity="${num(outerOpacity)}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A soft blur filter (glows). */
  blur(deviation: number): string {
    const id = `g${this.count++}`;
    this.defs.push(`<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${num(deviation)}"/></filter>`);
    return `url(#${id})`;
  }

  /** A drop shadow under the glyph. */
  shadow(): string {
    const id = `g${this.count++}`;
    this.defs.push(
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="1.4" stdDeviation="1.2" flood-color="#000" flood-opacity=".65"/></filter>`,
    );
    return `url(#${id})`;
  }

  svg(body: string, size = 64): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}
