import { describe, expect, it } from 'vitest';
import { inlineParts } from './inlineParts';

describe('inlineParts', () => {
  it('keeps plain text as one part', () => {
    expect(inlineParts('Lists fit 1280 px.')).toEqual([{ kind: 'text', text: 'Lists fit 1280 px.' }]);
  });

  it('splits code spans and links out of the text', () => {
    expect(inlineParts('See `/api/openapi.json` and [Keep a Changelog](https://keepachangelog.com/).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'code', text: '/api/openapi.json' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'Keep a Changelog', href: 'https://keepachangelog.com/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads brackets inside a code span as code', () => {
    expect(inlineParts('`[object Object]`')).toEqual([{ kind: 'code', text: '[object Object]' }]);
  });

  it('leaves a link to a script as text', () => {
    expect(inlineParts('[x](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[x](javascript:alert(1))' }]);
  });

  it('leaves an unclosed backtick as text', () => {
    expect(inlineParts('a ` b')).toEqual([{ kind: 'text', text: 'a ` b' }]);
  });

  it('answers no part for an empty text', () => {
    expect(inlineParts('')).toEqual([]);
  });
});
