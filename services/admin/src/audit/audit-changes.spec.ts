import { fieldChanges } from './audit-changes.js';

describe('fieldChanges', () => {
  it('lists only the fields whose values differ, with before and after', () => {
    expect(fieldChanges({ status: 'pending', adminNotes: null, id: 4 }, { status: 'approved', adminNotes: 'ok', id: 4 })).toEqual({
      status: { before: 'pending', after: 'approved' },
      adminNotes: { before: null, after: 'ok' },
    });
  });

  it('compares dates, arrays and objects by value and stores dates as ISO text', () => {
    const at = new Date('2026-11-26T10:00:00.000Z');
    expect(
      fieldChanges(
        { reviewedAt: new Date(at), tags: [1, 2], box: { a: 1, b: 2 } },
        { reviewedAt: new Date(at), tags: [1, 2], box: { b: 2, a: 1 } },
      ),
    ).toEqual({});
    expect(fieldChanges({ reviewedAt: null as Date | null }, { reviewedAt: at })).toEqual({ reviewedAt: { before: null, after: '2026-11-26T10:00:00.000Z' } });
    expect(fieldChanges({ tags: [1, 2] }, { tags: [2, 1] })).toEqual({ tags: { before: [1, 2], after: [2, 1] } });
  });

  it('limits the comparison to the fields named', () => {
    expect(fieldChanges({ a: 1, b: 1 }, { a: 2, b: 2 }, ['b'])).toEqual({ b: { before: 1, after: 2 } });
  });

  it('treats a missing side as empty (creation and deletion) and undefined like null', () => {
    expect(fieldChanges(null, { name: 'x' })).toEqual({ name: { before: null, after: 'x' } });
    expect(fieldChanges({ name: 'x' }, undefined)).toEqual({ name: { before: 'x', after: null } });
    expect(fieldChanges({ name: undefined as string | undefined }, { name: null as string | null | undefined })).toEqual({});
  });
});
