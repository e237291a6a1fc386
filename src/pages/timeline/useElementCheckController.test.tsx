// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TASK_TIMELINE } from '../../contracts/timeline';
import { CallClientProvider } from '../../framework/contracts/CallClientContext';
import { ApiError } from '../../framework/data/ApiError';
import type { HttpClient, HttpRequest } from '../../framework/data/httpClient';
import type { ElementValueItem } from './taskRecordList';
import { useElementCheckController } from './useElementCheckController';

function renderCheck(http: HttpClient, item: ElementValueItem, queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <CallClientProvider client={{ http, contextKey: 'test' }}>{children}</CallClientProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useElementCheckController({ activityId: 'a1', taskId: 't1', item }), { wrapper });
}

const ok = { status: 200, headers: new Headers(), json: { data: {} } };

describe('useElementCheckController', () => {
  it("offers the save once the value or the flag differs from the task's, and sends both", async () => {
    const sent: HttpRequest[] = [];
    const queryClient = new QueryClient();
    const timelineKey = [TASK_TIMELINE.method, TASK_TIMELINE.path, { params: { activityId: 'a1', taskId: 't1' } }, 'test'];
    queryClient.setQueryData(timelineKey, { data: {} });
    const { result } = renderCheck(
      async (request) => {
        sent.push(request);
        return ok;
      },
      { elementId: 'e1', element: 'Flange', value: 'OK' },
      queryClient,
    );
    expect(result.current).toMatchObject({ name: 'Flange', value: 'OK', notApplicable: false, canSave: false });
    act(() => result.current.setNotApplicable(true));
    expect(result.current.canSave).toBe(true);
    act(() => result.current.setNotApplicable(false));
    expect(result.current.canSave).toBe(false);
    act(() => result.current.setValue('NOK'));
    act(() => result.current.save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: 'activity-task/update-elementcheck',
      body: { activityId: 'a1', taskId: 't1', elementUpdate: { elementId: 'e1', value: 'NOK', isNotApplicable: false } },
    });
    // Saved: the task's timeline (which carries the task) is asked again.
    await waitFor(() => expect(queryClient.getQueryState(timelineKey)?.isInvalidated).toBe(true));
  });

  it("shows the refusal in the server's words, named by the element id when the item has no name", async () => {
    const refusal = new ApiError({
      status: 404,
      path: 'activity-task/update-elementcheck',
      body: { error: 'ELEMENT_NOT_IN_TASK', message: 'Not in the task' },
    });
    const { result } = renderCheck(() => Promise.reject(refusal), { elementId: 'e9' });
    expect(result.current.name).toBe('e9');
    act(() => result.current.setValue('x'));
    act(() => result.current.save());
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toBe('Not in the task');
    expect(result.current.canSave).toBe(true);
  });
});
