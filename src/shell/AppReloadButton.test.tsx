// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createPendingRequests } from '../framework/feedback/pendingRequests';
import type { AppSession } from './appSession';
import { AppReloadButton } from './AppReloadButton';
import { AppSessionProvider } from './AppSessionContext';

describe('AppReloadButton', () => {
  it('spins over the reload button while a request is pending, and stops when none is', async () => {
    const pending = createPendingRequests();
    let answer: (value: Response) => void = () => undefined;
    const tracked = pending.track(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(
      <AdminContext>
        <AppSessionProvider value={{ pending } as unknown as AppSession}>
          <AppReloadButton />
        </AppSessionProvider>
      </AdminContext>,
    );
    expect(screen.getByRole('button')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    let request: Promise<Response> = Promise.resolve(new Response());
    act(() => {
      request = tracked('/api/x');
    });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => {
      answer(new Response('{}'));
      await request;
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
