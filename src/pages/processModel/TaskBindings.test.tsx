// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it } from 'vitest';
import messages from '../../locales/processModel/en.json';
import { TaskBindingRow } from './TaskBindingRow';
import { namesSharedIn, TaskBindings, type TaskBindingsProps } from './TaskBindings';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...messages }), 'en');
const { noTasks, noModel } = messages.app.processModel;
afterEach(cleanup);

function renderPanel(props: Pick<TaskBindingsProps, 'status' | 'tasks'>) {
  return render(
    <I18nContextProvider value={i18n}>
      <TaskBindings options={[]} bindings={{}} onChange={() => undefined} height={{ xs: 420 }} {...props} />
    </I18nContextProvider>,
  );
}

describe('the step panel', () => {
  it('says the model has no tasks only once a model is open, and that none is open when it failed to open', () => {
    renderPanel({ status: 'ready', tasks: [] });
    expect(screen.getByText(noTasks)).toBeTruthy();
    cleanup();

    renderPanel({ status: 'failed', tasks: [] });
    expect(screen.getByText(noModel)).toBeTruthy();
    expect(screen.queryByText(noTasks)).toBeNull();
    cleanup();

    renderPanel({ status: 'loading', tasks: [] });
    expect(screen.queryByText(noModel)).toBeNull();
    expect(screen.queryByText(noTasks)).toBeNull();
  });

  it('names the tasks that share a name, and no other', () => {
    const tasks = [
      { id: 'Activity_1', name: 'Inspect' },
      { id: 'Activity_2', name: 'Weld' },
      { id: 'Activity_3', name: 'Inspect' },
      { id: 'Activity_4', name: '' },
      { id: 'Activity_5', name: '' },
    ];
    expect([...namesSharedIn(tasks)]).toEqual(['Inspect']);
  });

  it("shows a chooser's hint under it, and no line without one", () => {
    const row = (hint?: string) => (
      <TaskBindingRow taskId="Activity_1" name="Inspect" hint={hint} bound={[]} options={[]} byId={new Map()} disabled={false} onChange={() => undefined} />
    );
    const { rerender } = render(row('Activity_1'));
    expect(screen.getByText('Activity_1')).toBeTruthy();
    rerender(row());
    expect(screen.queryByText('Activity_1')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Inspect' })).toBeTruthy();
  });
});
