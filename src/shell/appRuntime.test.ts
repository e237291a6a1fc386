// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { testResourceModel } from '../framework/testing/testResourceModel';
import { AUTH_CHECK_FRESH_MS, createAppRuntime } from './appRuntime';

describe('createAppRuntime', () => {
  it("keeps a sign-in check fresh, so a page mounting soon after does not ask again (react-admin's key)", () => {
    const { queryClient } = createAppRuntime({ resources: [testResourceModel({ name: 'activity', route: 'activities' })] }, undefined);
    expect(queryClient.getQueryDefaults(['auth', 'checkAuth', {}]).staleTime).toBe(AUTH_CHECK_FRESH_MS);
    // Access answers and data keep their own freshness.
    expect(queryClient.getQueryDefaults(['activity', 'getOne', { id: 'a1' }]).staleTime).toBeUndefined();
  });
});
