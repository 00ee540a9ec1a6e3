// Small pieces for writing SVG text by hand: escaping, numbers with a fixed precision (the same input gives the
// same bytes), and path data from points.

import type { GridPoint } from './contours.js';

const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or an attribute value. */
export function xmlText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    // Control characters are not allowed in XML 1.0 (a label never needs them).
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) continue;
    out += XML_ENTITIES[char] ?? char;
  }
  return out;
}

/** A coordinate with one decimal (pixels). */
export function px(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A closed ring as path data (M … Z). */
export function ringPath(points: readonly GridPoint[]): string {
  return points.length === 0 ? '' : `${linePath(points)}Z`;
}

/** An open line as path data (M … L …). */
export function linePath(points: readonly GridPoint[]): string {
  if (points.length === 0) return '';
  let d = `M${px(points[0]![0])} ${px(points[0]![1])}`;
  for (let i = 1; i < points.length; i++) d += `L${px(points[i]![0])} ${px(points[i]![1])}`;
  return d;
}
