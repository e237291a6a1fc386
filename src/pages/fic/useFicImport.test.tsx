// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type * as RaCore from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callTestWrapper, fakeHttp } from '../../framework/testing/callTestKit';
import { FIC_SCREENS } from './ficKinds';
import { IMPORT_CHUNK, useFicImport } from './useFicImport';
import { NO_FILTERS } from './useFicList';

const notify = vi.fn();
const showError = vi.fn();
vi.mock('ra-core', async (original) => ({ ...(await original<typeof RaCore>()), useNotify: () => notify }));
vi.mock('../../framework/feedback/ErrorDialogContext', () => ({ useErrorDialog: () => showError }));

const outcome = (ids: string[], failed: string[] = []) => ({
  activitiesId: ids,
  importedActivitiesId: ids.filter((id) => !failed.includes(id)),
  errors: failed.map((id) => ({ id, error: 'OP_FAIL', message: 'no' })),
  activitiesWithProblems: failed,
  abortedActivitiesId: [],
});
const idsOf = (count: number) => Array.from({ length: count }, (_, index) => `FVI-${String(index)}`);

beforeEach(() => {
  notify.mockClear();
  showError.mockClear();
});

describe('useFicImport (spec §8)', () => {
  it('sends a selection in chunks and reports a partial import (409) from its body, not as a failure', async () => {
    const { http, sent } = fakeHttp((request) => {
      const ids = (request.body as { data: string[] }).data;
      if (ids.includes('FVI-3')) return { status: 409, body: { error: 'SOME_ACTIVITIES_WERE_NOT_IMPORTED', message: 'some', data: outcome(ids, ['FVI-3']) } };
      return { json: { data: outcome(ids) } };
    });
    const { result } = renderHook(() => useFicImport(FIC_SCREENS.fvi), { wrapper: callTestWrapper(http) });
    await act(() => result.current.run({ mode: 'selection', ids: idsOf(IMPORT_CHUNK + 2) }));
    expect(sent.map((request) => (request.body as { data: string[] }).data.length)).toEqual([IMPORT_CHUNK, 2]);
    expect(showError).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('app.fic.messages.SOME_ACTIVITIES_WERE_NOT_IMPORTED', { type: 'warning' });
    expect(result.current.report).toMatchObject({ asked: IMPORT_CHUNK + 2, done: IMPORT_CHUNK + 1, errors: [{ id: 'FVI-3' }] });
    expect(result.current.progress).toBeNull();
  });

  it('says a filter import matched another count than the screen showed', async () => {
    const { http } = fakeHttp(() => ({ json: { data: { ...outcome(['A']), countMatched: 3 } } }));
    const { result } = renderHook(() => useFicImport(FIC_SCREENS.op), { wrapper: callTestWrapper(http) });
    await act(() => result.current.run({ mode: 'filter', filters: NO_FILTERS, count: 1 }));
    expect(notify).toHaveBeenCalledWith('app.fic.messages.SOME_ACTIVITIES_WERE_NOT_IMPORTED', { type: 'warning' });
  });

  it('opens the error dialog for any other refusal, and still reports what earlier chunks did', async () => {
    const { http } = fakeHttp((request) =>
      (request.body as { data: string[] }).data.includes(`FVI-${String(IMPORT_CHUNK)}`)
        ? { status: 502, body: { error: 'FIC_CONNECTION_ERROR', message: 'down' } }
        : { json: { data: outcome((request.body as { data: string[] }).data) } },
    );
    const { result } = renderHook(() => useFicImport(FIC_SCREENS.fvi), { wrapper: callTestWrapper(http) });
    await act(() => result.current.run({ mode: 'selection', ids: idsOf(IMPORT_CHUNK + 1) }));
    expect(showError).toHaveBeenCalledWith(expect.objectContaining({ status: 502 }));
    expect(notify).toHaveBeenCalledWith('app.fic.messages.ACTIVITIES_IMPORTED_SUCCESSFULLY', { type: 'success' });
  });
});
