import { markerCategoryIconPath } from '@eoa/contracts';

/**
 * The category icons (GET /api/maps/categories/{code}/icon, generated SVG) as images for the canvas, each loaded once;
 * `onLoad` runs when one arrives so the markers are drawn again with it.
 */
export function createIconCache(onLoad: () => void): (categoryCode: number) => HTMLImageElement | undefined {
  const images = new Map<number, HTMLImageElement>();
  return (categoryCode) => {
    let image = images.get(categoryCode);
    if (!image) {
      image = new Image();
      image.decoding = 'async';
      image.onload = onLoad;
      image.src = markerCategoryIconPath(categoryCode);
      images.set(categoryCode, image);
    }
    return image;
  };
}
