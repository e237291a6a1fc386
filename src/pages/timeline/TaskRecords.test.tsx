// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { resolve } from 'node:path';
import { I18nContextProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it } from 'vitest';
import { CallClientProvider } from '../../framework/contracts/CallClientContext';
import type { HttpClient } from '../../framework/data/httpClient';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { RegistryProvider } from '../../framework/registry/RegistryContext';
import en from '../../locales/taskWork/en.json';
import { TaskRecords } from './TaskRecords';

const registry = loadRegistryFromDir(resolve(import.meta.dirname, '../../..'));
if (!registry.ok) throw new Error('the registry does not load');
const { model } = registry;
const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en');
// No call is made by these tests: the list is drawn from the task given.
const http: HttpClient = () => Promise.reject(new Error('no call expected'));
afterEach(cleanup);

const taskWith = (count: number) => ({
  _id: 't1',
  registers: Array.from({ length: count }, (_, index) => ({ _id: `r${index + 1}`, record: `Note ${index + 1}` })),
});

function renderRecords(count: number) {
  return render(
    <I18nContextProvider value={i18n}>
      <RegistryProvider value={model}>
        <QueryClientProvider client={new QueryClient()}>
          <CallClientProvider client={{ http, contextKey: 'test' }}>
            <TaskRecords activityId="a1" taskId="t1" task={taskWith(count)} />
          </CallClientProvider>
        </QueryClientProvider>
      </RegistryProvider>
    </I18nContextProvider>,
  );
}

const shownNotes = () => screen.getAllByTestId('task-record').length;

describe('TaskRecords', () => {
  it('draws the newest 20 records of a long list, numbered from the first, and unfolds earlier ones on demand', () => {
    renderRecords(30);
    expect(shownNotes()).toBe(20);
    expect(screen.getByLabelText('Record 30')).toBeTruthy();
    expect(screen.queryByLabelText('Record 10')).toBeNull();
    fireEvent.click(screen.getByText('Show 10 earlier records'));
    expect(shownNotes()).toBe(30);
    expect(screen.getByLabelText('Record 1')).toBeTruthy();
    expect(screen.queryByText(/earlier/)).toBeNull();
  });

  it("offers a new record until the task holds the schema's maximum, then says why not", () => {
    renderRecords(499);
    expect(screen.getByLabelText('New record')).toBeTruthy();
    cleanup();
    renderRecords(500);
    expect(screen.queryByLabelText('New record')).toBeNull();
    expect(screen.getByText('The task holds its maximum of 500 records: delete one before adding another.')).toBeTruthy();
  });
});
