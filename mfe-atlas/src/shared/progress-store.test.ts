import { describe, expect, it } from '@jest/globals';
import { parseProgressFile, progressFile, useProgress } from './progress-store';

describe('progress marks', () => {
  it('exports the marks sorted with the date, and reads such a file back', () => {
    const file = progressFile({ doneQuests: [30, 10], doneMarkers: [7] }, new Date('2026-11-25T10:00:00Z'));
    expect(file).toEqual({ format: 'eoa-atlas-progress', version: 1, exportedAt: '2026-11-25T10:00:00.000Z', doneQuests: [10, 30], doneMarkers: [7] });
    expect(parseProgressFile(JSON.stringify(file))).toEqual(file);
  });

  it('refuses what is not a progress file and drops ids that are not ids', () => {
    expect(parseProgressFile('not json')).toBeNull();
    expect(parseProgressFile('[]')).toBeNull();
    expect(parseProgressFile(JSON.stringify({ format: 'other', version: 1, doneQuests: [], doneMarkers: [] }))).toBeNull();
    expect(parseProgressFile(JSON.stringify({ format: 'eoa-atlas-progress', version: 2, doneQuests: [], doneMarkers: [] }))).toBeNull();
    const read = parseProgressFile(JSON.stringify({ format: 'eoa-atlas-progress', version: 1, doneQuests: [1, -2, 'x', 1.5, 1], doneMarkers: [3] }));
    expect(read).toMatchObject({ doneQuests: [1], doneMarkers: [3], exportedAt: '' });
  });

  it('toggles marks and merges an import into them', () => {
    const { toggleQuest, toggleMarker, merge } = useProgress.getState();
    toggleQuest(5);
    toggleMarker(9);
    toggleQuest(5);
    toggleQuest(6);
    merge({ format: 'eoa-atlas-progress', version: 1, exportedAt: '', doneQuests: [6, 8], doneMarkers: [10] });
    expect(useProgress.getState().doneQuests).toEqual([6, 8]);
    expect(useProgress.getState().doneMarkers).toEqual([9, 10]);
    expect(JSON.parse(localStorage.getItem('eoa.atlas.progress')!).state.doneQuests).toEqual([6, 8]);
  });
});
