import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazyComponent';

describe('lazyComponent', () => {
  it('makes one component per loader, so a render never starts the load over', () => {
    const View = () => null;
    const load = () => Promise.resolve(View);
    expect(lazyComponent(load)).toBe(lazyComponent(load));
    expect(lazyComponent(() => Promise.resolve(View))).not.toBe(lazyComponent(load));
  });
});
