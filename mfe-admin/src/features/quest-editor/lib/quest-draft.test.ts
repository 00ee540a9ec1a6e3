import { describe, expect, it } from '@jest/globals';
import { questCategories, questDetail } from '../../../testing/admin-quest-fixture';
import { applyPrefill, draftErrors, draftFromDetail, parseLevel, prefillFromParams, toSavePayload } from './quest-draft';

describe('the quest draft', () => {
  it('starts from the saved overrides: empty where the original applies', () => {
    const draft = draftFromDetail(questDetail({ overrideFields: { name: 'Renamed', level: 14, description: null, category: 7, markersJson: null, objectivesJson: null, hiddenCommentsJson: null }, expansionEra: 'MoM' }));
    expect(draft).toMatchObject({ name: 'Renamed', level: '14', description: '', category: '7', expansionEra: 'MoM', objectiveTexts: ['', 'Return to Barliman in Bree'], adminNotes: 'Checked in game' });
    expect(draft.markers.map((marker) => [marker.key, marker.originalX, marker.overrideX])).toEqual([
      ['seeded-1', 200, 210.5],
      ['seeded-2', 300, null],
      ['seeded-3', 50, null],
      ['added-1', null, 220],
    ]);
    // The era shown equal to the seeded one is no override.
    expect(draftFromDetail(questDetail()).expansionEra).toBe('');
  });

  it('reads a level only as a whole number', () => {
    expect([parseLevel('12'), parseLevel(' 7 '), parseLevel('12.5'), parseLevel('1e2'), parseLevel('-3'), parseLevel('')]).toEqual([12, 7, null, null, null, null]);
  });

  it('sends 0 as no override and leaves untouched existing markers out', () => {
    const draft = draftFromDetail(questDetail());
    const markers = draft.markers.map((marker) => (marker.key === 'seeded-1' ? { ...marker, overrideX: 0, overrideY: 0 } : marker.key === 'seeded-2' ? { ...marker, overrideX: 0, hidden: false } : marker));
    const payload = toSavePayload({ ...draft, markers, name: '  ', adminNotes: '' });
    expect(payload.fieldOverrides.name).toBeNull();
    expect(payload.adminNotes).toBeNull();
    // Tom's override of 0/0 makes him Existing again: no row; Willow's 0 too.
    expect(payload.markerOverrides.map((marker) => marker.name)).toEqual(['Goldberry']);
  });

  it('refuses coordinates outside the 500×375 source space', () => {
    const draft = draftFromDetail(questDetail());
    const markers = draft.markers.map((marker) => (marker.key === 'seeded-2' ? { ...marker, overrideX: 500.1, overrideY: -1 } : marker));
    expect(draftErrors({ ...draft, markers }).markers).toEqual({ 'seeded-2': { x: 'outOfRange', y: 'outOfRange' } });
    expect(draftErrors({ ...draft, markers: draft.markers.map((marker) => ({ ...marker, overrideX: marker.key === 'seeded-2' ? 500 : marker.overrideX })) }).markers).toEqual({});
  });

  it('takes only the prefill fields it knows', () => {
    expect(prefillFromParams('level', '15', '7')).toEqual({ field: 'level', value: '15', correctionId: '7' });
    expect(prefillFromParams('rewards', 'More gold', null)).toEqual({ field: 'rewards', value: 'More gold', correctionId: null });
    expect(prefillFromParams('zone', 'Bree', '7')).toBeNull();
    expect(prefillFromParams('name', null, '7')).toBeNull();
  });

  it('matches a suggested category by id or name in any case, and says when none matches', () => {
    const draft = draftFromDetail(questDetail());
    expect(applyPrefill(draft, { field: 'category', value: '12', correctionId: null }, questCategories)).toMatchObject({ kind: 'applied', draft: { category: '12' } });
    expect(applyPrefill(draft, { field: 'category', value: 'EPIC ', correctionId: null }, questCategories)).toMatchObject({ kind: 'applied', draft: { category: '12' } });
    expect(applyPrefill(draft, { field: 'category', value: 'Moria', correctionId: null }, questCategories)).toEqual({ kind: 'unknownCategory' });
    expect(applyPrefill(draft, { field: 'rewards', value: '5 silver', correctionId: null }, questCategories)).toEqual({ kind: 'shown' });
  });
});
