import { NEVER_BUNDLED_MARKER_CODES } from '@eoa/contracts';
import {
  bundleMarkers, defaultEnabledCategories, duplicateKey, isActiveSearch, liesInMainZones, markerListEntries, markerMatchesSearch,
  mergeDuplicateMarkers, searchMarkers, shouldBundle, type MarkerLike,
} from './markers.js';

const m = (id: number, label: string, categoryCode: number, longitude: number, latitude: number): MarkerLike => ({ id, label, categoryCode, longitude, latitude });

describe('composite merge: same label, category and position to 0.001 dropped', () => {
  it('keeps the first of each duplicate and the order', () => {
    const markers = [
      m(1, 'Mailbox', 7, -50.1234, -30.5),
      m(2, 'Mailbox', 7, -50.12349, -30.50001), // rounds to the same thousandths: −50.123, −30.500 → dropped
      m(3, 'Mailbox', 7, -50.1246, -30.5), // −50.125: another position → kept
      m(4, 'Mailbox', 8, -50.1234, -30.5), // another category → kept
      m(5, 'Post', 7, -50.1234, -30.5), // another label → kept
      m(6, 'Mailbox', 7, -50.1234, -30.5), // exact duplicate of 1 → dropped
    ];
    expect(mergeDuplicateMarkers(markers).map((x) => x.id)).toEqual([1, 3, 4, 5]);
  });

  it('treats −0.0001 and 0.0001 as one position (both round to 0)', () => {
    expect(duplicateKey(m(1, 'A', 1, -0.0001, 0.0001))).toBe(duplicateKey(m(2, 'A', 1, 0.0001, -0.0001)));
    expect(mergeDuplicateMarkers([m(1, 'A', 1, -0.0001, 0), m(2, 'A', 1, 0.0001, 0)])).toHaveLength(1);
  });
});

describe('when bundling applies', () => {
  it('is lifted during a search of 3 characters or more', () => {
    expect(shouldBundle({ enabled: true, markerCount: 5000, searchText: 'mai' })).toBe(false);
    expect(shouldBundle({ enabled: true, markerCount: 5000, searchText: ' ma ' })).toBe(true);
  });

  it('is forced above 1,000 markers, else as chosen', () => {
    expect(shouldBundle({ enabled: false, markerCount: 1001 })).toBe(true);
    expect(shouldBundle({ enabled: false, markerCount: 1000 })).toBe(false);
    expect(shouldBundle({ enabled: true, markerCount: 3 })).toBe(true);
  });
});

describe('bundling: the same label within 40 px with a count', () => {
  // One pixel per degree unit, so distances read straight off the coordinates.
  const project = (marker: MarkerLike) => ({ x: marker.longitude, y: marker.latitude });

  it('bundles the same label within reach of the first marker, not other labels or farther ones', () => {
    const markers = [
      m(1, 'Wolf', 32, 0, 0),
      m(2, 'Wolf', 32, 30, 0), // 30 px from 1 → joins 1
      m(3, 'Wolf', 32, 24, 32), // √(24² + 32²) = 40 px from 1 → joins 1 (within, edge included)
      m(4, 'Wolf', 32, 41, 0), // 41 px from 1 → starts its own bundle
      m(5, 'Bear', 32, 1, 1), // another label → its own
      m(6, 'Wolf', 32, 60, 0), // 19 px from 4, 60 from 1 → joins 4
    ];
    const bundled = bundleMarkers(markers, project);
    expect(bundled.map((b) => [b.id, b.bundledCount, b.bundledIds])).toEqual([
      [1, 3, [1, 2, 3]],
      [4, 2, [4, 6]],
      [5, 1, [5]],
    ]);
    // The bundle stands where its first marker is.
    expect(bundled[0]).toMatchObject({ longitude: 0, latitude: 0, label: 'Wolf' });
  });

  it('joins the nearest bundle when two are in reach', () => {
    const markers = [m(1, 'Wolf', 32, 0, 0), m(2, 'Wolf', 32, 70, 0), m(3, 'Wolf', 32, 38, 0)];
    // 3 is 38 px from 1 and 32 px from 2 → joins 2.
    expect(bundleMarkers(markers, project).map((b) => [b.id, b.bundledIds])).toEqual([
      [1, [1]],
      [2, [2, 3]],
    ]);
  });

  it('never bundles categories 50, 71, 72, 77 and 78', () => {
    expect([...NEVER_BUNDLED_MARKER_CODES]).toEqual([50, 71, 72, 77, 78]);
    const markers = NEVER_BUNDLED_MARKER_CODES.flatMap((code, i) => [m(i * 2 + 1, 'Node', code, 0, 0), m(i * 2 + 2, 'Node', code, 1, 0)]);
    expect(bundleMarkers(markers, project).every((b) => b.bundledCount === 1)).toBe(true);
    expect(bundleMarkers([m(1, 'Node', 73, 0, 0), m(2, 'Node', 73, 1, 0)], project)).toHaveLength(1);
  });

  it('takes the radius and the never-bundled codes as options, and the zoom through the projection', () => {
    const markers = [m(1, 'Wolf', 32, 0, 0), m(2, 'Wolf', 32, 30, 0)];
    expect(bundleMarkers(markers, project, { radiusPx: 20 })).toHaveLength(2);
    expect(bundleMarkers(markers, project, { neverBundled: [32] })).toHaveLength(2);
    // At zoom 2 the two are 60 px apart.
    expect(bundleMarkers(markers, (x) => ({ x: x.longitude * 2, y: x.latitude * 2 }))).toHaveLength(2);
  });
});

describe('marker search: 3 characters or more, any case and accents', () => {
  const markers = [m(1, 'Sarnúr Mailbox', 7, 0, 0), m(2, 'Stable-master', 3, 0, 0), m(3, 'MAILBOX', 7, 0, 0), m(4, 'Mail-order', 9, 0, 0)];

  it('does nothing below 3 characters', () => {
    expect(isActiveSearch('ma')).toBe(false);
    expect(isActiveSearch('  ma  ')).toBe(false);
    expect(searchMarkers(markers, 'ma')).toBeNull();
    expect(markerMatchesSearch(markers[1]!, 'zz')).toBe(true);
  });

  it('finds labels and the categories to enable', () => {
    const found = searchMarkers(markers, 'mailb')!;
    expect(found.markers.map((x) => x.id)).toEqual([1, 3]);
    expect([...found.categories]).toEqual([7]);
    expect(searchMarkers(markers, 'sarnur')!.markers.map((x) => x.id)).toEqual([1]);
    expect(searchMarkers(markers, 'mail')!.categories).toEqual(new Set([7, 9]));
    expect(markerMatchesSearch(markers[1]!, 'stab')).toBe(true);
    expect(markerMatchesSearch(markers[1]!, 'mail')).toBe(false);
  });
});

describe('categories and the list', () => {
  it('enables every category but 50, 71, 72, 73, 77, 78 and 79 by default', () => {
    expect([...defaultEnabledCategories([1, 7, 50, 71, 72, 73, 74, 77, 78, 79])]).toEqual([1, 7, 74]);
  });

  it('lists A–Z (then by id), capped with a notice', () => {
    const markers = [m(3, 'beta', 1, 0, 0), m(1, 'Alpha 10', 1, 0, 0), m(2, 'alpha 9', 1, 0, 0), m(4, 'Beta', 1, 0, 0)];
    expect(markerListEntries(markers, 'en').entries.map((x) => x.id)).toEqual([2, 1, 3, 4]);
    expect(markerListEntries(markers, 'en', 3)).toMatchObject({ total: 4, capped: true });
    expect(markerListEntries(markers, 'en', 3).entries).toHaveLength(3);
    expect(markerListEntries(markers, 'en', 4).capped).toBe(false);
  });

  it('says when markers lie only in the ten main zone maps (composite view)', () => {
    expect(liesInMainZones([268437603, 268437592])).toBe(true);
    expect(liesInMainZones([268437603, 268440001])).toBe(false);
    expect(liesInMainZones([268437557])).toBe(false);
    expect(liesInMainZones([])).toBe(false);
  });
});
