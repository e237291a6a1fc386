import { describe, expect, it } from 'vitest';
import { parseJsonFile } from './parseJsonFile';

const fault = (text: string) => {
  const result = parseJsonFile('resources/x.resource.json', text);
  if (result.ok) throw new Error('expected a fault');
  return result.issue;
};

describe('parseJsonFile', () => {
  it('reads valid JSON', () => {
    expect(parseJsonFile('a.json', '{ "a": [1, 2] }\n')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('names the line and column of a trailing comma, with what to do', () => {
    expect(fault('{\n  "a": 1,\n}')).toMatchObject({
      line: 3,
      column: 1,
      message: expect.stringContaining('property name'),
      hint: expect.stringContaining('trailing comma'),
    });
    expect(fault('[1,\n 2,\n]')).toMatchObject({ line: 3, column: 1, message: expect.stringContaining('value is expected') });
  });

  it('refuses a byte-order mark, comments and an empty file at their place', () => {
    expect(fault('\ufeff{}')).toMatchObject({ line: 1, column: 1, message: expect.stringContaining('byte-order mark') });
    expect(fault('{\n  // note\n  "a": 1\n}')).toMatchObject({ line: 2, column: 3, message: expect.stringContaining('comments') });
    expect(fault('  \n')).toMatchObject({ line: 1, column: 1, message: expect.stringContaining('empty') });
  });

  it('refuses a key written twice, which JSON.parse would drop silently', () => {
    expect(fault('{\n  "list": { "perPage": 10,\n    "perPage": 20 }\n}')).toMatchObject({
      pointer: '/list/perPage',
      line: 3,
      column: 5,
      message: expect.stringContaining('"perPage" appears twice'),
    });
    expect(fault('[{ "a": 1 }, { "b": 1, "b": 2 }]')).toMatchObject({ pointer: '/1/b' });
  });
});
