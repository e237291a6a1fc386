import { describe, expect, it } from 'vitest';
import { eagerChunks, type ChunkLinks } from './compileHintsPlugin';

const chunk = (fileName: string, imports: string[], extra: Partial<ChunkLinks> = {}): ChunkLinks => ({
  fileName,
  imports,
  isEntry: false,
  moduleIds: [],
  ...extra,
});

describe('eagerChunks', () => {
  const chunks = [
    chunk('index.js', ['shared.js'], { isEntry: true, moduleIds: ['/app/src/main.tsx'] }),
    chunk('shared.js', []),
    chunk('GeneratedEdit.js', ['form.js', 'shared.js'], { moduleIds: ['/app/src/views/GeneratedEdit.tsx', '/app/src/views/EditToolbar.tsx'] }),
    chunk('form.js', ['Autocomplete.js', 'shared.js']),
    chunk('Autocomplete.js', []),
    chunk('SwaggerPanel.js', ['swagger.js'], { moduleIds: ['/app/src/pages/api/SwaggerPanel.tsx'] }),
    chunk('swagger.js', []),
  ];
  const isView = (id: string) => id.endsWith('/GeneratedEdit.tsx');

  it("names a view's chunk and every chunk it imports, at any depth", () => {
    expect(eagerChunks(chunks, isView)).toEqual(['Autocomplete.js', 'GeneratedEdit.js', 'form.js']);
  });

  it('leaves out what the entry loads and what only other pages import', () => {
    const eager = eagerChunks(chunks, isView);
    expect(eager).not.toContain('shared.js');
    expect(eager).not.toContain('index.js');
    expect(eager).not.toContain('swagger.js');
  });

  it('names nothing when no chunk holds a view', () => {
    expect(eagerChunks(chunks, () => false)).toEqual([]);
  });
});
