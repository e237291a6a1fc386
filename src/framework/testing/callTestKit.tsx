import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CallClientProvider } from '../contracts/CallClientContext';
import { ApiError } from '../data/ApiError';
import type { HttpClient, HttpRequest, HttpResponse } from '../data/httpClient';

/** What the fake API answers one request: JSON, a file, or a refusal (its status and body, as the client's ApiError). */
export type FakeAnswer = { json: unknown } | { blob: Blob } | { status: number; body: { error: string; message: string } & Record<string, unknown> };

/**
 * An HTTP client for tests of the call hooks: it keeps every request it was sent and
 * answers each with `answer(request)`, a refusal thrown as the app's client throws it.
 */
export function fakeHttp(answer: (request: HttpRequest) => FakeAnswer): { http: HttpClient; sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  const http: HttpClient = (request) => {
    sent.push(request);
    const reply = answer(request);
    if ('status' in reply) return Promise.reject(new ApiError({ status: reply.status, path: request.path, body: reply.body, answer: reply.body }));
    const response: HttpResponse =
      'blob' in reply ? { status: 200, headers: new Headers(), json: undefined, blob: reply.blob } : { status: 200, headers: new Headers(), json: reply.json };
    return Promise.resolve(response);
  };
  return { http, sent };
}

/**
 * The providers the call hooks need, over a fresh query cache: wrap a hook or a page under
 * test in it (`renderHook(..., { wrapper: callTestWrapper(http) })`).
 */
export function callTestWrapper(http: HttpClient, contextKey: unknown = 'test') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = { http, contextKey };
  return function CallTestProviders({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <CallClientProvider client={client}>{children}</CallClientProvider>
      </QueryClientProvider>
    );
  };
}
