// @vitest-environment happy-dom
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ChooserStylesPrimer } from './ChooserStylesPrimer';
import type { TaskOption } from './TaskBindings';
import { TaskBindingRow } from './TaskBindingRow';

const OPTIONS: TaskOption[] = [
  { id: 't1', label: 'Check the valve' },
  { id: 't2', label: 'Check the pump' },
];
const BY_ID = new Map(OPTIONS.map((option) => [option.id, option]));

/** The styles MUI has added to the page so far (emotion's style elements). */
const pageStyles = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('');

/** A chooser as the step panel draws it, opened by the user, a task chosen: the styles it added. */
async function stylesAddedByUsingAChooser(): Promise<number> {
  const before = pageStyles().length;
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Task_1' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Check the valve' }));
  await screen.findByRole('button', { name: 'Check the valve' });
  return pageStyles().length - before;
}

/** `children` with styles of their own, as on a page that has drawn no MUI component yet. */
let pages = 0;
function freshPage(children: ReactNode) {
  pages += 1;
  return <CacheProvider value={createCache({ key: `page-${'x'.repeat(pages)}` })}>{children}</CacheProvider>;
}

/** One chooser of the step panel, keeping what is chosen. */
function Row() {
  const [bound, setBound] = useState<string[]>([]);
  return (
    <TaskBindingRow taskId="Task_1" name="Task_1" bound={bound} options={OPTIONS} byId={BY_ID} disabled={false} onChange={(_task, ids) => setBound(ids)} />
  );
}

describe('the chooser styles drawn ahead', () => {
  it('leave nothing for the first chooser the user opens to add, and leave the page', async () => {
    const { container } = render(
      freshPage(
        <>
          <ChooserStylesPrimer />
          <Row />
        </>,
      ),
    );
    await waitFor(() => expect(container.querySelector('[aria-hidden][inert]')).toBeNull());
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(await stylesAddedByUsingAChooser()).toBe(0);
  });

  it('are what a chooser adds otherwise', async () => {
    render(freshPage(<Row />));
    expect(await stylesAddedByUsingAChooser()).toBeGreaterThan(0);
  });
});
