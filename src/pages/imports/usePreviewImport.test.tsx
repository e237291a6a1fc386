// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { importCallsOf, type ImportRow } from '../../contracts/imports';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { ErrorDialogProvider } from '../../framework/feedback/ErrorDialogContext';
import { callTestWrapper, fakeHttp, type FakeAnswer } from '../../framework/testing/callTestKit';
import { usePreviewImport } from './usePreviewImport';

const definition = { template: 'gadget-import', previewPath: 'gadget/preview', importPath: 'gadget/import', columns: [{ field: 'name' }, { field: 'code' }] };
const { preview, previewPage, rows } = importCallsOf(definition as ImportDefinition);
const missingName = [{ field: 'name', keyword: 'required', message: 'FIELD_IS_REQUIRED' }];
const row = (line: number, errors: ImportRow['errors'] = []): ImportRow => ({
  line,
  values: { name: errors.length > 0 ? '' : `Gadget ${line}`, code: `G-${line}` },
  errors,
});
const columns = [{ field: 'name', header: 'Name *', kind: 'text', required: true, choices: [] }];

/** The fake API: the preview's first page (line 2 in error), its second page (line 103 in error), the import. */
function answer(request: { method?: string; path: string; body?: unknown }): FakeAnswer {
  if (request.path === 'gadget/preview')
    return { json: { data: { fileName: 'g.xlsx', previewId: 'kept-preview-1', columns, rows: [row(2, missingName), row(3)], total: 150, errorCount: 2 } } };
  if (request.path === 'gadget/preview/kept-preview-1') return { json: { data: { rows: [row(102), row(103, missingName)], total: 150, errorCount: 2 } } };
  return { json: { data: { importedIds: [], count: 149, errors: [] } } };
}

describe('usePreviewImport', () => {
  it('pages through the kept rows, keeps corrections and drops across pages, and imports them alone with the preview id', async () => {
    if (!preview || !previewPage || !rows) throw new Error('the definition previews');
    const { http, sent } = fakeHttp(answer);
    const Calls = callTestWrapper(http);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Calls>
        <ErrorDialogProvider>{children}</ErrorDialogProvider>
      </Calls>
    );
    const { result } = renderHook(() => usePreviewImport(preview, previewPage, rows), { wrapper });
    await act(() => result.current.upload(new File(['x'], 'g.xlsx')));
    expect(result.current).toMatchObject({ rowCount: 150, errorCount: 2 });

    const [first] = result.current.rows;
    if (!first) throw new Error('no first row');
    act(() => result.current.edit(first, 'name', 'Fixed gadget'));
    expect(result.current.rows[0]).toMatchObject({ values: { name: 'Fixed gadget' }, errors: [] });
    expect(result.current.errorCount).toBe(1);

    await act(() => result.current.turnTo(1));
    expect(sent.at(-1)).toMatchObject({ method: 'GET', path: 'gadget/preview/kept-preview-1', query: { skip: '100', limit: '100' } });
    const bad = result.current.rows.find((candidate) => candidate.line === 103);
    if (!bad) throw new Error('no line 103');
    act(() => result.current.drop(bad));
    expect(result.current.rows.map((candidate) => candidate.line)).toEqual([102]);
    expect(result.current).toMatchObject({ rowCount: 149, errorCount: 0 });

    await act(() => result.current.runImport());
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: 'gadget/import',
      body: { previewId: 'kept-preview-1', rows: [{ line: 2, values: { name: 'Fixed gadget', code: 'G-2' } }], dropped: [103] },
    });
    expect(result.current.state).toEqual({ step: 'done', count: 149 });
  });
});
