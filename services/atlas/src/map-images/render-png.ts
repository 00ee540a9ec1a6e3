import { renderAsync } from '@resvg/resvg-js';
import { FONT_FAMILIES } from './palette.js';

/** SVG → PNG with resvg on libuv's threads (the event loop stays free); system serif fonts for the labels. */
export async function renderPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { font: { loadSystemFonts: true, defaultFontFamily: FONT_FAMILIES[0] } });
  return image.asPng();
}
