import { describe, expect, it } from 'vitest';
import { sortedDocument } from './sortedDocument';

describe('sortedDocument', () => {
  it('orders the paths alphabetically and the operations of each path by method', () => {
    const document = { openapi: '3.1.0', paths: { '/zeta': { post: {}, get: {} }, '/alpha/{id}': { put: {}, delete: {}, get: {} }, '/alpha': { get: {} } } };
    const sorted = sortedDocument(document);
    expect(Object.keys(sorted.paths ?? {})).toEqual(['/alpha', '/alpha/{id}', '/zeta']);
    expect(Object.keys(sorted.paths?.['/alpha/{id}'] ?? {})).toEqual(['delete', 'get', 'put']);
    expect(sorted.openapi).toBe('3.1.0');
  });

  it('leaves a document without paths as it is', () => {
    const document = { openapi: '3.1.0' };
    expect(sortedDocument(document)).toBe(document);
  });
});
