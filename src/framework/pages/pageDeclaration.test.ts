import { describe, expect, it } from 'vitest';
import { layoutOf } from './pageDeclaration';

describe('layoutOf', () => {
  it('draws a public page on its own and a guarded one inside the app, unless the page says otherwise', () => {
    expect(layoutOf({ access: 'public' })).toBe('plain');
    expect(layoutOf({ access: [] })).toBe('app');
    expect(layoutOf({ access: 'public', layout: 'app' })).toBe('app');
    expect(layoutOf({ access: ['ADMIN'], layout: 'plain' })).toBe('plain');
  });
});
