// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LAST_UPDATE } from '../../contracts/fic';
import { useCall } from '../../framework/contracts/useCall';
import { callTestWrapper, fakeHttp } from '../../framework/testing/callTestKit';
import { PickedProjectCallClient } from './PickedProjectCallClient';

describe('PickedProjectCallClient', () => {
  it("sends every call in the picked project, and keeps each project's answers apart", async () => {
    const { http, sent } = fakeHttp((request) => ({ json: { data: request.context?.scopes?.project === 'p1' ? null : { date: 'x' } } }));
    const Providers = callTestWrapper(http);
    const inProject =
      (projectId: string) =>
      ({ children }: { children: ReactNode }) => (
        <Providers>
          <PickedProjectCallClient projectId={projectId}>{children}</PickedProjectCallClient>
        </Providers>
      );
    const first = renderHook(() => useCall(LAST_UPDATE, {}), { wrapper: inProject('p1') });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderHook(() => useCall(LAST_UPDATE, {}), { wrapper: inProject('p2') });
    await waitFor(() => expect(second.result.current.data).toEqual({ data: { date: 'x' } }));
    expect(sent.map((request) => request.context)).toEqual([{ scopes: { project: 'p1' } }, { scopes: { project: 'p2' } }]);
  });
});
