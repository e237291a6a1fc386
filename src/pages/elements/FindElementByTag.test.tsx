// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callTestWrapper, fakeHttp } from '../../framework/testing/callTestKit';
import en from '../../locales/elements/en.json';
import { FindElementByTag } from './FindElementByTag';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en');
afterEach(cleanup);

/** The look-up form over an API that knows one tag, `P-101 A/B`. */
function renderLookup() {
  const { http, sent } = fakeHttp((request) =>
    request.path === 'element/P-101%20A%2FB/to-id'
      ? { json: { data: { _id: 'e1', identifier: 'P-101 A/B', name: 'Pump' } } }
      : { status: 404, body: { error: 'NOT_FOUND', message: 'No element has this identifier.' } },
  );
  const onFound = vi.fn();
  const Providers = callTestWrapper(http);
  render(
    <I18nContextProvider value={i18n}>
      <Providers>
        <FindElementByTag onFound={onFound} />
      </Providers>
    </I18nContextProvider>,
  );
  const ask = (tag: string) => {
    fireEvent.change(screen.getByLabelText('Element tag'), { target: { value: tag } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
  };
  return { sent, onFound, ask };
}

describe('finding an element by its tag on the hierarchy page', () => {
  it("opens the element a tag names, through the project's look-up, and again when asked again", async () => {
    const { sent, onFound, ask } = renderLookup();
    ask(' P-101 A/B ');
    await waitFor(() => expect(onFound).toHaveBeenCalledWith('e1'));
    ask('P-101 A/B');
    await waitFor(() => expect(onFound).toHaveBeenCalledTimes(2));
    expect(sent[0]).toMatchObject({ method: 'GET', path: 'element/P-101%20A%2FB/to-id' });
  });

  it('says when no element of the project has the tag, and opens nothing', async () => {
    const { onFound, ask } = renderLookup();
    ask('X-1');
    expect(await screen.findByText('No element of this project has the tag X-1.')).toBeTruthy();
    expect(onFound).not.toHaveBeenCalled();
  });
});
