import { describe, expect, it } from 'vitest';
import { eventLabel, pendencyLabel } from './elementRelatedCalls';

describe("the element's related records", () => {
  it('show a pendency by its code and name, an event with how many of the pendencies raised it', () => {
    expect(pendencyLabel({ _id: 'p', publicId: 'PND-000001', name: 'Leak' })).toBe('PND-000001 — Leak');
    expect(eventLabel({ _id: 'e', name: 'Flood', pendenciesCount: 2 })).toBe('Flood (2)');
  });
});
