import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';

/**
 * How long an access answer counts as fresh: long enough for a cold load's components to
 * mount without asking again, short enough that a sign-in as someone else soon gets its own.
 */
export const ACCESS_FRESH_MS = 15_000;

/** One question react-admin's `useCanAccess` asks: may the user do `action` on `resource`. */
export interface AccessQuestion {
  resource: string;
  action: string;
}

/**
 * The auth provider's answers to `questions`, asked at start-up and kept under the key
 * react-admin's `useCanAccess` reads: the sidebar's entries, a list's create and export
 * buttons and its rows' links show on the first render, instead of each answer arriving
 * on its own and drawing the menu, or the whole table, again. Nobody signed in: nothing is kept.
 */
export async function prefetchAccessAnswers(queryClient: QueryClient, authProvider: AuthProvider, questions: readonly AccessQuestion[]): Promise<void> {
  const canAccess = authProvider.canAccess;
  if (!canAccess) return;
  try {
    await authProvider.checkAuth({});
  } catch {
    return;
  }
  queryClient.setQueryDefaults(['auth', 'canAccess'], { staleTime: ACCESS_FRESH_MS });
  const answers = await Promise.all(questions.map((question) => canAccess(question).catch(() => undefined)));
  questions.forEach(({ resource, action }, index) => {
    const answer = answers[index];
    if (typeof answer === 'boolean') queryClient.setQueryData(['auth', 'canAccess', { action, resource }], answer);
  });
}
