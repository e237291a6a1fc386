// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CallClientProvider } from '../framework/contracts/CallClientContext';
import type { HttpClient, HttpRequest } from '../framework/data/httpClient';
import { useSessionReferenceChoices } from './useSessionReferenceChoices';

function renderChoices(resource: string, enabled: boolean) {
  const sent: HttpRequest[] = [];
  const http: HttpClient = async (request) => {
    sent.push(request);
    return {
      status: 200,
      headers: new Headers(),
      json: {
        data: [
          { _id: 'p1', name: 'Refinaria Norte', code: 'RN' },
          { _id: 'p2', name: '', code: null },
        ],
      },
    };
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <CallClientProvider client={{ http, contextKey: 'test' }}>{children}</CallClientProvider>
    </QueryClientProvider>
  );
  return { sent, ...renderHook(() => useSessionReferenceChoices(resource, { enabled }), { wrapper }) };
}

describe('useSessionReferenceChoices', () => {
  it("offers the user's own projects by their names (a nameless one by its id), from the user's own call", async () => {
    const { result, sent } = renderChoices('project', true);
    await waitFor(() => expect(result.current?.isPending).toBe(false));
    expect(result.current?.choices).toEqual([
      { id: 'p1', label: 'Refinaria Norte' },
      { id: 'p2', label: 'p2' },
    ]);
    expect(sent.map((request) => request.path)).toEqual(['user/projects']);
  });

  it('knows nothing of any other resource, and asks nothing for it or while not enabled', async () => {
    const other = renderChoices('program', true);
    expect(other.result.current).toBeUndefined();
    const idle = renderChoices('project', false);
    expect(idle.result.current).toEqual({ isPending: false, choices: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...other.sent, ...idle.sent]).toEqual([]);
  });
});
