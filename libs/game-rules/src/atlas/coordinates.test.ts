import {
  boxContains, compositeSize, formatCoordinateReadout, formatGameLocation, fromCompositePixel, fromGameCoordinates, fromMapPixel,
  parseGameLocation, toCompositePixel, toGameCoordinates, toMapPixel, worldBoundsOf,
} from './coordinates.js';

// The Shire's box in the sample world, and Bree-land's beside it (east).
const shire = { min: { longitude: -92, latitude: -42 }, max: { longitude: -62, latitude: -20 } };
const bree = { min: { longitude: -62, latitude: -42 }, max: { longitude: -44, latitude: -20 } };

describe('game coordinates: gameX = (lon + 120) × 200, gameY = (lat + 45) × 200', () => {
  it('converts by hand-worked values', () => {
    // (−96.3089 + 120) × 200 = 23.6911 × 200 = 4738.22 → 4738.2; (−31.6401 + 45) × 200 = 13.3599 × 200 = 2671.98 → 2672
    expect(toGameCoordinates(-96.3089, -31.6401)).toEqual({ gameX: 4738.2, gameY: 2672 });
    expect(toGameCoordinates(-120, -45)).toEqual({ gameX: 0, gameY: 0 });
    expect(toGameCoordinates(12, 32)).toEqual({ gameX: 26400, gameY: 15400 });
  });

  it('goes back to degrees', () => {
    expect(fromGameCoordinates(4738.2, 2672)).toEqual({ longitude: expect.closeTo(-96.309, 6), latitude: expect.closeTo(-31.64, 6) });
    expect(fromGameCoordinates(0, 0)).toEqual({ longitude: -120, latitude: -45 });
  });
});

describe('the readout: N/S then E/W with 2 decimals', () => {
  it('writes south and west without a minus', () => {
    expect(formatCoordinateReadout(-52.5, -29.4)).toBe('29.40S, 52.50W');
    expect(formatCoordinateReadout(3.456, 12.344)).toBe('12.34N, 3.46E');
  });

  it('writes a value that rounds to zero as north or east', () => {
    expect(formatCoordinateReadout(-0.004, -0.001)).toBe('0.00N, 0.00E');
    expect(formatCoordinateReadout(-0.005, 0)).toBe('0.00N, 0.01W');
  });
});

describe("the game's location text: one decimal", () => {
  it('formats as the game does', () => {
    expect(formatGameLocation(-92.1, -28.2)).toBe('28.2S, 92.1W');
    expect(formatGameLocation(-92.14, -28.25)).toBe('28.3S, 92.1W');
    expect(formatGameLocation(10, 4)).toBe('4.0N, 10.0E');
  });

  it('reads it back in either order and any case', () => {
    expect(parseGameLocation('28.2S, 92.1W')).toEqual({ longitude: -92.1, latitude: -28.2 });
    expect(parseGameLocation(' 92.1w 28.2s ')).toEqual({ longitude: -92.1, latitude: -28.2 });
    expect(parseGameLocation('4N, 10E')).toEqual({ longitude: 10, latitude: 4 });
  });

  it('refuses anything else', () => {
    for (const text of ['', '28.2S', '28.2S, 92.1S', '28.2W, 92.1E', '28.2S, 92.1W, 3N', '95N, 10E', '28.2S; 92.1W x', 'abc']) {
      expect(parseGameLocation(text)).toBeNull();
    }
  });
});

describe('map image pixels: the box spans the image, north up', () => {
  it('puts corners and the centre where they belong', () => {
    // The Shire: 30° wide, 22° high on 1024 × 768.
    expect(toMapPixel(shire, -92, -20, 1024, 768)).toEqual({ x: 0, y: 0 });
    expect(toMapPixel(shire, -62, -42, 1024, 768)).toEqual({ x: 1024, y: 768 });
    // (−77 + 92) / 30 × 1024 = 512; (−20 − (−31)) / 22 × 768 = 11/22 × 768 = 384
    expect(toMapPixel(shire, -77, -31, 1024, 768)).toEqual({ x: 512, y: 384 });
  });

  it('goes back to degrees', () => {
    expect(fromMapPixel(shire, 512, 384, 1024, 768)).toEqual({ longitude: -77, latitude: -31 });
  });

  it('tells whether a position lies in a box, edges included', () => {
    expect(boxContains(shire, -62, -20)).toBe(true);
    expect(boxContains(shire, -61.99, -30)).toBe(false);
  });
});

describe('the composite view: 75 px per degree from the bounds', () => {
  const bounds = worldBoundsOf([shire, bree]);

  it('takes the min and max of the boxes', () => {
    expect(bounds).toEqual({ minLon: -92, maxLon: -44, minLat: -42, maxLat: -20 });
    expect(() => worldBoundsOf([])).toThrow(RangeError);
  });

  it('measures the canvas: 48° × 75 = 3600, 22° × 75 = 1650', () => {
    expect(compositeSize(bounds)).toEqual({ width: 3600, height: 1650 });
  });

  it('places a position and reads it back, at any zoom', () => {
    // Bree-land's north-west corner (−62, −20): 30° from the west edge → 2250 px, on the top edge.
    expect(toCompositePixel(bounds, -62, -20)).toEqual({ x: 2250, y: 0 });
    // (−50, −31) at zoom 0.5: (42 × 75 × 0.5, 11 × 75 × 0.5) = (1575, 412.5)
    expect(toCompositePixel(bounds, -50, -31, 0.5)).toEqual({ x: 1575, y: 412.5 });
    expect(fromCompositePixel(bounds, 1575, 412.5, 0.5)).toEqual({ longitude: -50, latitude: -31 });
  });
});
