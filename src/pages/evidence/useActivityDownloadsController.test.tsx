// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallClientProvider } from '../../framework/contracts/CallClientContext';
import { ApiError } from '../../framework/data/ApiError';
import type { HttpClient, HttpRequest } from '../../framework/data/httpClient';
import { useActivityDownloadsController, type ActivityDownloadsParams } from './useActivityDownloadsController';

const saved = vi.hoisted(() => [] as string[]);
vi.mock('../../framework/data/saveBlob', () => ({ saveBlob: (_blob: Blob, name: string) => saved.push(name) }));
afterEach(() => saved.splice(0));

function renderDownloads(http: HttpClient, params: ActivityDownloadsParams) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <CallClientProvider client={{ http, contextKey: 'test' }}>{children}</CallClientProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useActivityDownloadsController(params), { wrapper });
}

const file = { status: 200, headers: new Headers(), json: undefined, blob: new Blob(['%PDF']) };

describe('useActivityDownloadsController', () => {
  it("makes the activity's report, busy until it is saved under the activity's name", async () => {
    const sent: HttpRequest[] = [];
    let answer: (value: typeof file) => void = () => undefined;
    const http: HttpClient = (request) => {
      sent.push(request);
      return new Promise((resolve) => (answer = resolve));
    };
    const { result } = renderDownloads(http, { activityId: 'a1' });
    expect(result.current).toMatchObject({ hasReport: true, hasZip: true, busy: undefined });
    act(() => result.current.run('report'));
    await waitFor(() => expect(result.current.busy).toBe('report'));
    expect(sent.find((request) => request.path === 'activity/a1/report')).toMatchObject({ method: 'GET', answer: 'blob' });
    act(() => answer(file));
    await waitFor(() => expect(result.current.busy).toBeUndefined());
    expect(saved).toEqual(['activity-a1-report.pdf']);
  });

  it('zips several activities without a report, and says why a download failed until the next one', async () => {
    const sent: HttpRequest[] = [];
    const refusal = new ApiError({ status: 400, path: 'activity/download-zip', body: { error: 'TOO_MANY', message: 'Too many files' } });
    let fail = true;
    const http: HttpClient = async (request) => {
      sent.push(request);
      if (fail) throw refusal;
      return file;
    };
    const { result } = renderDownloads(http, { activityIds: ['a1', 'a2'] });
    expect(result.current.hasReport).toBe(false);
    act(() => result.current.run('zip'));
    await waitFor(() => expect(result.current.error).toBe('Too many files'));
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({ path: 'activity/download-zip', body: { filters: { ids: ['a1', 'a2'] } } });
    expect(saved).toEqual([]);
    fail = false;
    act(() => result.current.run('zip'));
    await waitFor(() => expect(saved).toEqual(['evidence.zip']));
    expect(result.current.error).toBeUndefined();
  });

  it('counts the evidence of the activities first, and offers no zip when they have none', async () => {
    const sizes = (counts: number[]) => ({
      status: 200,
      headers: new Headers(),
      json: {
        data: {
          size: counts.reduce((total, count) => total + count * 1024, 0),
          activities: counts.map((count, index) => ({ id: `a${index + 1}`, count, size: count * 1024 })),
        },
      },
    });
    const sent: HttpRequest[] = [];
    const some = renderDownloads(async (request) => (sent.push(request), sizes([2, 1])), { activityIds: ['a1', 'a2'] });
    await waitFor(() => expect(some.result.current.evidence).toEqual({ count: 3, size: 3072 }));
    expect(some.result.current.hasZip).toBe(true);
    expect(sent).toMatchObject([{ method: 'GET', path: 'activity/get-medias-size', query: { ids: 'a1,a2' } }]);
    const none = renderDownloads(async () => sizes([0]), { activityId: 'a1' });
    await waitFor(() => expect(none.result.current.evidence).toEqual({ count: 0, size: 0 }));
    expect(none.result.current).toMatchObject({ hasReport: true, hasZip: false });
  });

  it('offers no zip without an activity', () => {
    const { result } = renderDownloads(() => Promise.reject(new Error('no call expected')), {});
    expect(result.current).toMatchObject({ hasReport: false, hasZip: false });
  });
});
