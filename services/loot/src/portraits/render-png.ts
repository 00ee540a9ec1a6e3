import { Resvg } from '@resvg/resvg-js';
import { PORTRAIT_SIZE } from './boss-portrait.svg.js';

/** SVG → PNG with resvg (a native renderer inside the npm package; system fonts for the plaque's letters). */
export function renderPng(svg: string, width = PORTRAIT_SIZE): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Serif' },
  });
  return resvg.render().asPng();
}
