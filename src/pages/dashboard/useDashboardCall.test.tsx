// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TOTAL_BY_STATUS } from '../../contracts/dashboard';
import { CallClientProvider } from '../../framework/contracts/CallClientContext';
import { ApiError } from '../../framework/data/ApiError';
import type { HttpClient, HttpRequest } from '../../framework/data/httpClient';

import { useDashboardCall } from './useDashboardCall';

function renderCall(http: HttpClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <CallClientProvider client={{ http, contextKey: 'project-1' }}>{children}</CallClientProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useDashboardCall(TOTAL_BY_STATUS), { wrapper });
}

describe('useDashboardCall', () => {
  it("asks its call without the loader and gives the answer's payload", async () => {
    const sent: HttpRequest[] = [];
    const http: HttpClient = async (request) => {
      sent.push(request);
      return { status: 200, headers: new Headers(), json: { data: { total: 3, items: [{ status: 2, count: 3 }] } } };
    };
    const { result } = renderCall(http);
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: { total: 3, items: [{ status: 2, count: 3 }] } }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: 'dashboard/totalByStatus', headers: { 'Loader-Type': 'none' } });
  });

  it('gives the failure to the card, asked once (no retry)', async () => {
    let calls = 0;
    const refusal = new ApiError({ status: 500, path: 'dashboard/totalByStatus' });
    const http: HttpClient = () => {
      calls += 1;
      return Promise.reject(refusal);
    };
    const { result } = renderCall(http);
    await waitFor(() => expect(result.current).toEqual({ status: 'error', error: refusal }));
    expect(calls).toBe(1);
  });
});
