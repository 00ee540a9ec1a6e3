// Map coordinates. Positions are longitude/latitude-like degrees as the game shows them (west and south
// negative: "29.4S, 52.5W" is latitude −29.4, longitude −52.5). Game coordinates are a linear transform of them.

export const GAME_UNITS_PER_DEGREE = 200;
export const GAME_ORIGIN_LONGITUDE = -120;
export const GAME_ORIGIN_LATITUDE = -45;

const r1 = (x: number) => Math.round(x * 10) / 10;

/** Degrees → game coordinates (rounded to 0.1). */
export function toGame(longitude: number, latitude: number): { gameX: number; gameY: number } {
  return {
    gameX: r1((longitude - GAME_ORIGIN_LONGITUDE) * GAME_UNITS_PER_DEGREE),
    gameY: r1((latitude - GAME_ORIGIN_LATITUDE) * GAME_UNITS_PER_DEGREE),
  };
}

/** Game coordinates → degrees. */
export function fromGame(gameX: number, gameY: number): { longitude: number; latitude: number } {
  return {
    longitude: gameX / GAME_UNITS_PER_DEGREE + GAME_ORIGIN_LONGITUDE,
    latitude: gameY / GAME_UNITS_PER_DEGREE + GAME_ORIGIN_LATITUDE,
  };
}

/** "29.40S, 52.50W" — the readout of the map viewer. */
export function formatDegrees(longitude: number, latitude: number): string {
  const ns = `${Math.abs(latitude).toFixed(2)}${latitude < 0 ? 'S' : 'N'}`;
  const ew = `${Math.abs(longitude).toFixed(2)}${longitude < 0 ? 'W' : 'E'}`;
  return `${ns}, ${ew}`;
}

export interface Box {
  min: { longitude: number; latitude: number };
  max: { longitude: number; latitude: number };
}

export function inBox(b: Box, longitude: number, latitude: number): boolean {
  return longitude >= b.min.longitude && longitude <= b.max.longitude && latitude >= b.min.latitude && latitude <= b.max.latitude;
}

/** Pixel position on a map image of width × height (north up). */
export function toPixel(b: Box, longitude: number, latitude: number, width: number, height: number): { x: number; y: number } {
  return {
    x: ((longitude - b.min.longitude) / (b.max.longitude - b.min.longitude)) * width,
    y: ((b.max.latitude - latitude) / (b.max.latitude - b.min.latitude)) * height,
  };
}
