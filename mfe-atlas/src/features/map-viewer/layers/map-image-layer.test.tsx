import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import L from 'leaflet';
import { MAP_IMAGE_RETRY_DELAYS_MS, MapImageLayer, retryUrl } from './map-image-layer';

const bounds = L.latLngBounds([0, 0], [100, 100]);
const picture = () => document.querySelector<HTMLImageElement>('img.atlas-map__image')!;

function renderLayer(url: string) {
  const view = (current: string) => (
    <MapContainer crs={L.CRS.Simple} center={[50, 50]} zoom={0}>
      <MapImageLayer url={current} bounds={bounds} className="atlas-map__image" />
    </MapContainer>
  );
  const result = render(view(url));
  return { rerender: (next: string) => result.rerender(view(next)) };
}

describe('a map picture that failed to load', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is asked for again after each wait, with a new t, and no more once the waits are used up', () => {
    renderLayer('/api/maps/1/image?lang=en&t=v1');
    expect(picture().getAttribute('src')).toBe('/api/maps/1/image?lang=en&t=v1');
    MAP_IMAGE_RETRY_DELAYS_MS.forEach((delay, index) => {
      fireEvent.error(picture());
      act(() => jest.advanceTimersByTime(delay - 1));
      expect(picture().getAttribute('src')).toBe(retryUrl('/api/maps/1/image?lang=en&t=v1', index));
      act(() => jest.advanceTimersByTime(1));
      expect(picture().getAttribute('src')).toBe(`/api/maps/1/image?lang=en&t=v1-r${index + 1}`);
    });
    fireEvent.error(picture());
    act(() => jest.advanceTimersByTime(60_000));
    expect(picture().getAttribute('src')).toBe(`/api/maps/1/image?lang=en&t=v1-r${MAP_IMAGE_RETRY_DELAYS_MS.length}`);
  });

  it('starts its attempts anew for another picture (a language change), and a pending retry of the old one is dropped', () => {
    const { rerender } = renderLayer('/api/maps/1/image?lang=en&t=v1');
    fireEvent.error(picture());
    act(() => jest.advanceTimersByTime(MAP_IMAGE_RETRY_DELAYS_MS[0]));
    fireEvent.error(picture());
    rerender('/api/maps/1/image?lang=de&t=v1');
    expect(picture().getAttribute('src')).toBe('/api/maps/1/image?lang=de&t=v1');
    act(() => jest.advanceTimersByTime(60_000));
    expect(picture().getAttribute('src')).toBe('/api/maps/1/image?lang=de&t=v1');
  });

  it('stays as it is once loaded', () => {
    renderLayer('/api/maps/1/image?lang=en&t=v1');
    fireEvent.load(picture());
    act(() => jest.advanceTimersByTime(60_000));
    expect(picture().getAttribute('src')).toBe('/api/maps/1/image?lang=en&t=v1');
  });
});
