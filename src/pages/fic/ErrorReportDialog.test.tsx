// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider, NotificationContextProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/fic/en.json';
import { ErrorReportDialog } from './ErrorReportDialog';
import type { FicItemError } from '../../contracts/fic';
import type { Outcome } from './ficShapes';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en');
const texts = en.app.fic;
afterEach(cleanup);

const failed = (id: string, error: string, message = 'server words'): FicItemError => ({ id, error, message });

function renderReport(action: 'import' | 'update', outcome: Partial<Outcome>) {
  return render(
    <I18nContextProvider value={i18n}>
      <NotificationContextProvider>
        <ErrorReportDialog action={action} outcome={{ asked: 3, done: 0, errors: [], aborted: 0, ...outcome }} onClose={() => undefined} />
      </NotificationContextProvider>
    </I18nContextProvider>,
  );
}

describe('ErrorReportDialog (spec §4 severity, §8 titles and footers)', () => {
  it('some imported, some failed: the warning title and footer, each failed item with its code in words', () => {
    renderReport('import', { done: 2, errors: [failed('FVI-4126', 'ACTIVITY_FVI_WITHOUT_DISCIPLINE')] });
    expect(screen.getByRole('dialog', { name: texts.report.import.warning_title })).toBeTruthy();
    expect(screen.getByText('FVI-4126')).toBeTruthy();
    expect(screen.getByText(texts.codes.ACTIVITY_FVI_WITHOUT_DISCIPLINE)).toBeTruthy();
    expect(screen.getByText(texts.report.import.warning_footer)).toBeTruthy();
  });

  it('nothing imported: the error title and the footer asking for a retry', () => {
    renderReport('import', { errors: [failed('OP-1', 'OP_FAIL'), failed('OP-2', 'OP_ALREADY_IMPORTED')] });
    expect(screen.getByRole('dialog', { name: texts.report.import.error_title })).toBeTruthy();
    expect(screen.getByText(texts.report.import.error_footer)).toBeTruthy();
  });

  it('nothing imported because every item was imported already: a warning', () => {
    renderReport('import', { errors: [failed('OP-1', 'OP_ALREADY_IMPORTED'), failed('OP-2', 'PRESERVATION_ORDER_ACTIVITY_ALREADY_EXISTS')] });
    expect(screen.getByRole('dialog', { name: texts.report.import.warning_title })).toBeTruthy();
  });

  it('an update: the update titles; an unknown code shows the server message', () => {
    renderReport('update', { errors: [failed('a1', 'SOMETHING_NEW', 'FIC timed out')] });
    expect(screen.getByRole('dialog', { name: texts.report.update.error_title })).toBeTruthy();
    expect(screen.getByText('FIC timed out')).toBeTruthy();
  });

  it('Copy errors puts the title and one failed item a line on the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderReport('import', { done: 1, errors: [failed('FVM-901', 'ACTIVITY_POST_FVI_DB_ITEM_DOESNT_EXISTS', 'gone')] });
    fireEvent.click(screen.getByRole('button', { name: texts.report.copy }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${texts.report.import.warning_title}\nFVM-901: ACTIVITY_POST_FVI_DB_ITEM_DOESNT_EXISTS - gone`),
    );
  });
});
