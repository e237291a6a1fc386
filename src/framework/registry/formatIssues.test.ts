import { describe, expect, it } from 'vitest';
import { formatIssues } from './formatIssues';

describe('formatIssues', () => {
  it('prints each fault at its place: line and column for syntax, the JSON pointer otherwise, with the fix', () => {
    const text = formatIssues([
      { file: 'schemas/a.schema.json', pointer: '', line: 3, column: 7, message: 'invalid JSON: x', hint: 'do y' },
      { file: 'resources/a.resource.json', pointer: '/list/columns/0', message: 'column "z" is not a property' },
    ]);
    expect(text.split('\n')).toEqual([
      '2 problems in the entity files:',
      '  schemas/a.schema.json:3:7: invalid JSON: x. Fix: do y',
      '  resources/a.resource.json#/list/columns/0: column "z" is not a property',
    ]);
  });

  it('folds the faults caused by a broken file under its first fault, once', () => {
    const cause = 'schemas/common.schema.json';
    const text = formatIssues([
      { file: cause, pointer: '', line: 1, column: 2, message: 'invalid JSON: x' },
      { file: 'schemas/b.schema.json', pointer: '/properties/a/$ref', message: 'follow-on', cause },
      { file: 'schemas/c.schema.json', pointer: '/properties/a/$ref', message: 'follow-on', cause },
      { file: 'schemas/c.schema.json', pointer: '/properties/a/$ref', message: 'follow-on', cause },
    ]);
    expect(text.split('\n')).toEqual([
      '1 problem in the entity files:',
      '  schemas/common.schema.json:1:2: invalid JSON: x',
      '    (and 2 faults that follow from it in 2 files: schemas/b.schema.json, schemas/c.schema.json)',
    ]);
  });

  it('keeps a fault whose cause has no fault of its own', () => {
    const text = formatIssues([{ file: 'resources/a.resource.json', pointer: '/x', message: 'm', cause: 'resources/b.resource.json' }]);
    expect(text).toContain('  resources/a.resource.json#/x: m');
  });
});
