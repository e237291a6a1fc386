import { describe, expect, it } from 'vitest';
import { showGroups } from './showLayout';

describe('showGroups', () => {
  it('puts the fields in no section first, then each section with the shown fields', () => {
    const groups = showGroups({
      fields: ['code', 'name', 'status', 'notes'],
      sections: [
        { name: 'state', fields: ['status', 'hidden'] },
        { name: 'empty', fields: ['nothing'] },
        { name: 'more', fields: ['notes'] },
      ],
    });
    expect(groups).toEqual([
      { fields: ['code', 'name'] },
      { section: { name: 'state', fields: ['status', 'hidden'] }, fields: ['status'] },
      { section: { name: 'more', fields: ['notes'] }, fields: ['notes'] },
    ]);
  });

  it('is one group of every field without sections', () => {
    expect(showGroups({ fields: ['a', 'b'] })).toEqual([{ fields: ['a', 'b'] }]);
  });
});
