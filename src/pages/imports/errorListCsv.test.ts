import { describe, expect, it } from 'vitest';
import { errorListCsv } from './errorListCsv';

describe('errorListCsv', () => {
  it('writes one quoted line per error and defuses cells a spreadsheet would run as formulas', async () => {
    const blob = errorListCsv([{ line: 3, identifier: '=HYPERLINK("x")', message: 'Tag: "bad"' }], ['Row', 'Identifier', 'Message']);
    // The byte order mark Excel needs to read UTF-8; Blob.text() drops it when decoding.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blob.text()).toBe(`"Row";"Identifier";"Message"\r\n"3";"'=HYPERLINK(""x"")";"Tag: ""bad"""`);
  });
});
