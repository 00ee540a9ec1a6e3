import type { BoundingBox } from '@eoa/contracts';
import {
  calibratedPosition,
  canReviewCorrection,
  effectiveMarkerPoint,
  fromSourceSpace,
  isIdentityCalibration,
  isSemanticVersion,
  levelTone,
  markerKind,
  pendingCountAfter,
  reviewTargets,
  seededCalibration,
  settingTitle,
  toSourceSpace,
} from './admin-rules.js';

// A box of 10° × 7.5° (2,000 × 1,500 game units) from 60°W 30°S: game box x 12,000–14,000, y 3,000–4,500.
const box: BoundingBox = { min: { longitude: -60, latitude: -30 }, max: { longitude: -50, latitude: -22.5 } };

describe('correction review moves (spec 3 §4)', () => {
  it('lets pending go to approved, in_progress or rejected, and in_progress to fixed or rejected', () => {
    expect(reviewTargets('pending')).toEqual(['approved', 'in_progress', 'rejected']);
    expect(reviewTargets('in_progress')).toEqual(['fixed', 'rejected']);
    expect(canReviewCorrection('pending', 'approved')).toBe(true);
    expect(canReviewCorrection('in_progress', 'rejected')).toBe(true);
  });

  it('refuses every other move', () => {
    expect(canReviewCorrection('pending', 'fixed')).toBe(false);
    expect(canReviewCorrection('in_progress', 'approved')).toBe(false);
    expect(canReviewCorrection('in_progress', 'in_progress')).toBe(false);
    for (const final of ['approved', 'fixed', 'rejected'] as const) {
      expect(reviewTargets(final)).toEqual([]);
      expect(canReviewCorrection(final, 'pending')).toBe(false);
    }
  });

  it('lowers the pending count when a correction leaves pending, never below 0', () => {
    expect(pendingCountAfter(3, 'pending', 'approved')).toBe(2);
    expect(pendingCountAfter(0, 'pending', 'rejected')).toBe(0);
    expect(pendingCountAfter(3, 'in_progress', 'fixed')).toBe(3);
    expect(pendingCountAfter(3, 'rejected', 'pending')).toBe(4);
    expect(pendingCountAfter(3, 'pending', 'pending')).toBe(3);
  });
});

describe('marker kinds (spec 3 §3, §5)', () => {
  it('calls a marker without original coordinates New', () => {
    expect(markerKind({ originalX: null, originalY: null, overrideX: 120, overrideY: 80 })).toBe('new');
    expect(markerKind({ originalX: 10, originalY: null, overrideX: null, overrideY: null })).toBe('new');
  });

  it('calls a marker with a non-zero override Override, and 0 or missing no override', () => {
    expect(markerKind({ originalX: 10, originalY: 20, overrideX: 12.5, overrideY: 0 })).toBe('override');
    expect(markerKind({ originalX: 10, originalY: 20, overrideX: 0, overrideY: 0 })).toBe('existing');
    expect(markerKind({ originalX: 10, originalY: 20, overrideX: null, overrideY: null })).toBe('existing');
  });

  it('puts an overridden marker at its non-zero override, keeping the original on an axis left at 0', () => {
    expect(effectiveMarkerPoint({ originalX: 10, originalY: 20, overrideX: 12.5, overrideY: 0 })).toEqual({ x: 12.5, y: 20 });
    expect(effectiveMarkerPoint({ originalX: 10, originalY: 20, overrideX: null, overrideY: null })).toEqual({ x: 10, y: 20 });
    expect(effectiveMarkerPoint({ originalX: null, originalY: null, overrideX: 100, overrideY: 50 })).toEqual({ x: 100, y: 50 });
    expect(effectiveMarkerPoint({ originalX: null, originalY: null, overrideX: 100, overrideY: 0 })).toBeNull();
  });
});

describe('dashboard, settings', () => {
  it('colours levels: 40 and above red, 25 and above orange, otherwise green', () => {
    expect(levelTone(50)).toBe('red');
    expect(levelTone(40)).toBe('red');
    expect(levelTone(39)).toBe('orange');
    expect(levelTone(25)).toBe('orange');
    expect(levelTone(24)).toBe('green');
    expect(levelTone(1)).toBe('green');
  });

  it('titles a setting by its key with spaces, upper case', () => {
    expect(settingTitle('app_version')).toBe('APP VERSION');
    expect(settingTitle('data_version')).toBe('DATA VERSION');
    expect(settingTitle('motd')).toBe('MOTD');
  });

  it('knows a semantic version', () => {
    for (const good of ['0.0.11', '1.2.3', '10.20.30', '1.0.0-beta.1', '1.0.0+build.5', '1.0.0-rc.1+exp.sha.5114f85']) {
      expect(isSemanticVersion(good)).toBe(true);
    }
    for (const bad of ['', '1', '1.2', 'v1.2.3', '01.0.0', '1.02.0', '1.2.3.4', '1.2.3-', '1.2.3-01', ' 1.2.3']) {
      expect(isSemanticVersion(bad)).toBe(false);
    }
  });
});

describe('the 500×375 source space', () => {
  it('maps the box corners and centre', () => {
    expect(toSourceSpace(box, { longitude: -60, latitude: -22.5 })).toEqual({ x: 0, y: 0 });
    expect(toSourceSpace(box, { longitude: -50, latitude: -30 })).toEqual({ x: 500, y: 375 });
    // 2.5° east of the west edge is a quarter of the width (125 px); 1.875° below the top a quarter of the height.
    expect(toSourceSpace(box, { longitude: -57.5, latitude: -24.375 })).toEqual({ x: 125, y: 93.75 });
  });

  it('reads a source point back as degrees', () => {
    expect(fromSourceSpace(box, { x: 125, y: 93.75 })).toEqual({ longitude: -57.5, latitude: -24.375 });
    expect(fromSourceSpace(box, { x: 250, y: 187.5 })).toEqual({ longitude: -55, latitude: -26.25 });
  });
});

describe('map calibrations', () => {
  it('seeds a calibration from the box in game units with offset 0 and scale 1', () => {
    expect(seededCalibration(box)).toEqual({ gameMinX: 12000, gameMaxX: 14000, gameMinY: 3000, gameMaxY: 4500, offsetX: 0, offsetY: 0, scale: 1 });
    expect(isIdentityCalibration(seededCalibration(box), box)).toBe(true);
    expect(isIdentityCalibration({ ...seededCalibration(box), offsetX: 0.1 }, box)).toBe(false);
  });

  it('leaves a point where it is under the seeded calibration', () => {
    // gameX 12,500 → 57.5°W; gameY 3,600 → 27°S.
    expect(calibratedPosition({ gameX: 12500, gameY: 3600 }, seededCalibration(box), box)).toEqual({ longitude: -57.5, latitude: -27 });
  });

  it('shifts by the offset in game units (200 units a degree)', () => {
    const shifted = { ...seededCalibration(box), offsetX: 100, offsetY: -200 };
    expect(calibratedPosition({ gameX: 12500, gameY: 3600 }, shifted, box)).toEqual({ longitude: -57, latitude: -28 });
  });

  it('scales about the map box centre', () => {
    // Centre (13,000, 3,750); the point is 500 west and 150 south of it, doubled: 1,000 and 300 → (12,000, 3,450).
    const doubled = { ...seededCalibration(box), scale: 2 };
    expect(calibratedPosition({ gameX: 12500, gameY: 3600 }, doubled, box)).toEqual({ longitude: -60, latitude: -27.75 });
  });

  it('stretches the game box onto the map box', () => {
    // The game's coordinates span only x 12,000–13,000: 12,500 is half way, so it lands half way across the map (13,000 → 55°W).
    const narrow = { ...seededCalibration(box), gameMaxX: 13000 };
    expect(calibratedPosition({ gameX: 12500, gameY: 3600 }, narrow, box)).toEqual({ longitude: -55, latitude: -27 });
  });

  it('leaves a point as the game says when the box has no width', () => {
    const flat = { ...seededCalibration(box), gameMaxX: 12000 };
    expect(calibratedPosition({ gameX: 12500, gameY: 3600 }, flat, box)).toEqual({ longitude: -57.5, latitude: -27 });
  });
});
