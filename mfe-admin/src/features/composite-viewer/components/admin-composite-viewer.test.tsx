import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo, type MockHandler } from '@eoa/ui/testing';
import { WORLD_MAP_ID, ZONE_MAP_IDS, type AtlasMap, type BoundingBox, type MapCalibration } from '@eoa/contracts';
import { seededCalibration } from '@eoa/game-rules';
import { AdminCompositeViewer } from './admin-composite-viewer';

// Ten zones side by side, 4° wide and 3° high each, in two rows of five; the world map around them.
const boxOf = (index: number): BoundingBox => ({
  min: { longitude: -70 + (index % 5) * 4, latitude: -30 - Math.floor(index / 5) * 3 },
  max: { longitude: -66 + (index % 5) * 4, latitude: -27 - Math.floor(index / 5) * 3 },
});
const zoneMap = (mapId: number, index: number): AtlasMap => ({
  id: mapId,
  mapId,
  name: `Zone ${index + 1}`,
  localizedName: `Zone ${index + 1}`,
  type: 'region',
  typeName: 'Region',
  parentId: WORLD_MAP_ID,
  zoneId: index + 1,
  isMainRegionMap: true,
  isInstance: false,
  boundingBox: boxOf(index),
  levelMin: 1,
  levelMax: 50,
  imageWidth: 300,
  imageHeight: 225,
});
const WORLD: AtlasMap = { ...zoneMap(WORLD_MAP_ID, 0), name: 'Eriador', localizedName: 'Eriador', parentId: null, zoneId: null, boundingBox: { min: { longitude: -75, latitude: -40 }, max: { longitude: -40, latitude: -20 } } };
const MAPS = ZONE_MAP_IDS.map(zoneMap);

const calibration = (index: number, change: Partial<MapCalibration> = {}): MapCalibration => ({
  id: index + 1,
  zoneName: `Zone ${index + 1}`,
  mapId: ZONE_MAP_IDS[index]!,
  ...seededCalibration(boxOf(index)),
  updatedBy: null,
  updatedAt: '2026-11-20T10:00:00Z',
  ...change,
});
// Zone 1 as seeded; zone 2 shifted by 100 game units east (half a degree).
const CALIBRATIONS = [calibration(0), calibration(1, { offsetX: 100 })];

function routes(overrides: Record<string, MockHandler> = {}) {
  const mapRoutes = Object.fromEntries([...MAPS, WORLD].map((map) => [`GET /api/maps/${map.id}`, { body: map }]));
  return mockApi({ ...mapRoutes, ...overrides });
}

const renderViewer = () => renderWithProviders(<AdminCompositeViewer calibrations={CALIBRATIONS} />, { path: '/admin/calibrations' });
/** The zone images' own load events (jsdom loads no images): the ones named, or every zone image shown. */
const loadImages = (pattern: RegExp = /Zone/) => screen.getAllByRole('img', { name: pattern }).forEach((image) => fireEvent.load(image));
const loadingProgress = () => screen.queryByRole('progressbar', { name: /^Loading maps/ });
const zoom = () => screen.getByRole('status', { hidden: true, name: 'Zoom level' }).textContent;
/** The canvas's transform as numbers: translate x, y and scale. */
function transform() {
  const match = /translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\) scale\(([\d.]+)\)/.exec(screen.getByTestId('composite-canvas').style.transform)!;
  return { x: Number(match[1]), y: Number(match[2]), zoom: Number(match[3]) };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Admin composite viewer', () => {
  it('stitches the ten zone maps by their boxes over the world map at zoom 70 %, with each calibration outlined', async () => {
    const api = routes();
    renderViewer();
    expect(screen.getByRole('progressbar', { name: 'Loading maps… 0 of 10' })).toBeInTheDocument();
    const viewport = await screen.findByRole('region', { name: 'Stitched zone maps' });
    await waitFor(() => expect(within(viewport).getAllByRole('button')).toHaveLength(10));
    for (const id of [...ZONE_MAP_IDS, WORLD_MAP_ID]) expect(requestsTo(api, 'GET', `/api/maps/${id}`)).toHaveLength(1);

    // 17 px per degree: zone 1 at the north-west corner, zone 7 (second row, second column) 4° east and 3° south.
    const zone7 = within(viewport).getByRole('img', { name: 'Zone 7' });
    expect(zone7).toHaveAttribute('src', `/api/maps/${ZONE_MAP_IDS[6]}/image?lang=en`);
    expect(zone7.closest('button')).toHaveStyle({ left: '68px', top: '51px', width: '68px', height: '51px' });
    expect(within(viewport).getByRole('img', { name: 'Zone 1' }).closest('button')).toHaveStyle({ left: '0px', top: '0px' });
    expect(screen.getByTestId('composite-canvas')).toHaveStyle({ width: '340px', height: '102px' });
    expect(zoom()).toBe('70 %');

    const outlines = viewport.querySelectorAll('g[data-zone]');
    expect(outlines).toHaveLength(2);
    // The seeded calibration is its map's box and moves nothing; the shifted one also shows where it draws the box.
    expect(outlines[0]!.querySelectorAll('rect')).toHaveLength(1);
    const [source, drawn] = Array.from(outlines[1]!.querySelectorAll('rect'));
    expect(Number(source!.getAttribute('x'))).toBeCloseTo(68);
    expect(Number(source!.getAttribute('width'))).toBeCloseTo(68);
    expect(Number(drawn!.getAttribute('x'))).toBeCloseTo(76.5);
    expect(Number(drawn!.getAttribute('width'))).toBeCloseTo(68);
  });

  it('shows "Loading maps… n of 10" over the viewer until every zone image has loaded', async () => {
    routes();
    renderViewer();
    const viewport = await screen.findByRole('region', { name: 'Stitched zone maps' });
    await waitFor(() => expect(within(viewport).getAllByRole('img', { name: /Zone/ })).toHaveLength(10));
    // The maps' boxes are in, their pictures not yet: still 0 of 10, over the viewer.
    expect(within(viewport).getByRole('progressbar', { name: 'Loading maps… 0 of 10' })).toHaveAttribute('aria-valuenow', '0');
    expect(viewport).toHaveAttribute('aria-busy', 'true');
    loadImages(/^Zone [1-3]$/);
    expect(within(viewport).getByRole('progressbar', { name: 'Loading maps… 3 of 10' })).toHaveAttribute('aria-valuemax', '10');
    loadImages(/^Zone ([4-9]|10)$/);
    expect(loadingProgress()).not.toBeInTheDocument();
    expect(viewport).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts an image that failed and names it with the server\'s reason; Retry loads it again', async () => {
    const failing = ZONE_MAP_IDS[3]!;
    const api = routes({ [`GET /api/maps/${failing}/image`]: { status: 502, body: { status: 502, code: 'test.failure', detail: 'Map renderer unavailable', params: {} } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderViewer();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Zone/ })).toHaveLength(10));
    loadImages(/^Zone (?!4$)\d+$/);
    expect(loadingProgress()).toHaveAccessibleName('Loading maps… 9 of 10');
    const broken = screen.getByRole('img', { name: 'Zone 4' });
    fireEvent.error(broken);
    // Counted at once (the wait is over), named once the image has been asked about.
    expect(loadingProgress()).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to load map ${failing}: Map renderer unavailable`);
    expect(requestsTo(api, 'GET', `/api/maps/${failing}/image`)[0]!.query.get('lang')).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // A new image element (the browser asks again), waited for like the first.
    const again = screen.getByRole('img', { name: 'Zone 4' });
    expect(again).not.toBe(broken);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadingProgress()).toHaveAccessibleName('Loading maps… 9 of 10');
    fireEvent.load(again);
    expect(loadingProgress()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the image could not be shown when it answers the second time', async () => {
    const failing = ZONE_MAP_IDS[0]!;
    routes({ [`GET /api/maps/${failing}/image`]: { body: 'PNG' } });
    renderViewer();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Zone/ })).toHaveLength(10));
    fireEvent.error(screen.getByRole('img', { name: 'Zone 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to load map ${failing}: the image could not be shown`);
  });

  it('says "Failed to load maps" with Retry when no zone image could be loaded', async () => {
    routes(Object.fromEntries(ZONE_MAP_IDS.map((id) => [`GET /api/maps/${id}/image`, { status: 503, body: { status: 503, code: 'test.failure', detail: 'Renderer down', params: {} } }])));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderViewer();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Zone/ })).toHaveLength(10));
    screen.getAllByRole('img', { name: /Zone/ }).forEach((image) => fireEvent.error(image));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load maps' })).toBeInTheDocument();
    await waitFor(() => expect(alert).toHaveTextContent('Renderer down'));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('img', { name: /Zone/ })).toHaveLength(10);
    expect(loadingProgress()).toHaveAccessibleName('Loading maps… 0 of 10');
  });

  it("starts, and resets, at 70 % with the zones' middle in the viewer's centre; at 30 % and below the whole set is in view", async () => {
    // The ten zones as the game lays them out (128° × 72°), in the viewer of a 1280×720 screen (1230 × 398 px inside).
    const realBoxes: BoundingBox[] = [
      [-118, -40, -92, -8], [-92, -42, -62, -20], [-62, -42, -44, -20], [-44, -42, -24, -24], [-62, -20, -36, 0],
      [-92, -20, -62, 0], [-24, -40, -4, -14], [-4, -34, 10, -4], [-56, 0, -24, 16], [-92, 4, -56, 30],
    ].map(([minLon, minLat, maxLon, maxLat]) => ({ min: { longitude: minLon!, latitude: minLat! }, max: { longitude: maxLon!, latitude: maxLat! } }));
    const viewportSize = { width: 1230, height: 398 };
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'region' ? viewportSize.width : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'region' ? viewportSize.height : 0;
    });
    routes(Object.fromEntries(ZONE_MAP_IDS.map((id, index) => [`GET /api/maps/${id}`, { body: { ...zoneMap(id, index), boundingBox: realBoxes[index]! } }])));
    const { user } = renderViewer();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Zone/ })).toHaveLength(10));
    const canvas = screen.getByTestId('composite-canvas');
    const size = { width: Number.parseFloat(canvas.style.width), height: Number.parseFloat(canvas.style.height) };
    expect(size).toEqual({ width: 128 * 17, height: 72 * 17 });
    /** Where the zones' middle is on screen, and whether the whole set is inside the viewer. */
    const middleOnScreen = () => ({ x: transform().x + (size.width / 2) * transform().zoom, y: transform().y + (size.height / 2) * transform().zoom });
    const wholeSetInView = () => {
      const { x, y, zoom: scale } = transform();
      return x >= 0 && y >= 0 && x + size.width * scale <= viewportSize.width && y + size.height * scale <= viewportSize.height;
    };

    expect(transform().zoom).toBe(0.7);
    expect(middleOnScreen().x).toBeCloseTo(615);
    expect(middleOnScreen().y).toBeCloseTo(199);
    expect(wholeSetInView()).toBe(false);

    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const zooms: string[] = [];
    while (!wholeSetInView() && zooms.length < 12) {
      await user.click(zoomOut);
      zooms.push(zoom()!);
    }
    expect(zooms).toEqual(['56 %', '45 %', '36 %', '29 %']);
    while (!(zoomOut as HTMLButtonElement).disabled) {
      await user.click(zoomOut);
      expect(wholeSetInView()).toBe(true);
    }
    expect(zoom()).toBe('10 %');

    await user.click(screen.getByRole('button', { name: 'Move left' }));
    expect(middleOnScreen().x).toBeCloseTo(615 + 120);
    await user.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(transform().zoom).toBe(0.7);
    expect(middleOnScreen().x).toBeCloseTo(615);
    expect(middleOnScreen().y).toBeCloseTo(199);
  });

  it('zooms by the buttons within 10 %–120 % and resets to 70 %', async () => {
    routes();
    const { user } = renderViewer();
    await screen.findAllByRole('img', { name: /Zone/ });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    await user.click(zoomIn);
    expect(zoom()).toBe('88 %');
    await user.click(zoomIn);
    expect(zoom()).toBe('109 %');
    await user.click(zoomIn);
    expect(zoom()).toBe('120 %');
    expect(zoomIn).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(zoom()).toBe('70 %');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 12; i += 1) if (!(zoomOut as HTMLButtonElement).disabled) await user.click(zoomOut);
    expect(zoom()).toBe('10 %');
    expect(zoomOut).toBeDisabled();
  });

  it('is moved and zoomed from the keyboard and by the move buttons', async () => {
    routes();
    const { user } = renderViewer();
    await screen.findAllByRole('img', { name: /Zone/ });
    const start = transform();
    screen.getByRole('region', { name: 'Stitched zone maps' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(transform()).toEqual({ ...start, x: start.x + 120 });
    await user.keyboard('{ArrowUp}');
    expect(transform()).toEqual({ ...start, x: start.x + 120, y: start.y + 120 });
    await user.keyboard('+');
    expect(zoom()).toBe('88 %');
    await user.keyboard('0');
    expect(transform()).toEqual(start);
    await user.click(screen.getByRole('button', { name: 'Move right' }));
    expect(transform().x).toBe(start.x - 120);
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    expect(transform().y).toBe(start.y - 120);
  });

  it('a press that moves less than 5 px is a click that selects a zone; a longer one drags without selecting', async () => {
    routes();
    const { user } = renderViewer();
    const zone2 = (await screen.findByRole('img', { name: 'Zone 2' })).closest('button')!;
    expect(screen.getByText('Select a zone to see its calibration.')).toBeInTheDocument();
    const start = transform();

    await user.pointer([{ keys: '[MouseLeft>]', target: zone2, coords: { clientX: 100, clientY: 100 } }, { coords: { clientX: 103, clientY: 101 } }, { keys: '[/MouseLeft]' }]);
    expect(zone2).toHaveAttribute('aria-pressed', 'true');
    expect(transform()).toEqual(start);
    expect(screen.getByText(/Changed: the markers of this box are drawn inside the blue outline\./)).toHaveTextContent('offset 100, 0; scale 1');

    await user.pointer([{ keys: '[MouseLeft>]', target: zone2, coords: { clientX: 100, clientY: 100 } }, { coords: { clientX: 140, clientY: 80 } }, { keys: '[/MouseLeft]' }]);
    expect(transform()).toEqual({ ...start, x: start.x + 40, y: start.y - 20 });
    // The drag's click was swallowed: still selected.
    expect(zone2).toHaveAttribute('aria-pressed', 'true');

    await user.click((await screen.findByRole('img', { name: 'Zone 1' })).closest('button')!);
    expect(screen.getByText(/As seeded from the map: markers stay where the game places them\./)).toBeInTheDocument();
  });

  it('the wheel zooms about the pointer: the point under it stays', async () => {
    routes();
    renderViewer();
    await screen.findAllByRole('img', { name: /Zone/ });
    const viewport = screen.getByRole('region', { name: 'Stitched zone maps' });
    const before = transform();
    const pointer = { x: 200, y: 150 };
    fireEvent.wheel(viewport, { deltaY: -100, clientX: pointer.x, clientY: pointer.y });
    const after = transform();
    expect(after.zoom).toBeCloseTo(0.77);
    expect((pointer.x - after.x) / after.zoom).toBeCloseTo((pointer.x - before.x) / before.zoom);
    expect((pointer.y - after.y) / after.zoom).toBeCloseTo((pointer.y - before.y) / before.zoom);
    fireEvent.wheel(viewport, { deltaY: 100, clientX: pointer.x, clientY: pointer.y });
    expect(transform().zoom).toBeCloseTo(0.7);
  });

  it('names each map that failed with its reason and retries them; the others are shown meanwhile', async () => {
    let fail = true;
    const failing = ZONE_MAP_IDS[2];
    routes({
      [`GET /api/maps/${failing}`]: () => (fail ? { status: 404, body: { status: 404, code: 'test.failure', detail: 'Not Found', params: {} } } : { body: MAPS[2] }),
    });
    const { user } = renderViewer();
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to load map ${failing}: Not Found`);
    expect(screen.getAllByRole('img', { name: /Zone/ })).toHaveLength(9);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Zone/ })).toHaveLength(10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Failed to load maps" with Retry when no map could be loaded', async () => {
    let down = true;
    const answer = (map: AtlasMap): MockHandler => () => (down ? { networkError: true } : { body: map });
    mockApi(Object.fromEntries([...MAPS, WORLD].map((map) => [`GET /api/maps/${map.id}`, answer(map)])));
    const { user } = renderViewer();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load maps' })).toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Zone/ })).toHaveLength(10));
  });
});
