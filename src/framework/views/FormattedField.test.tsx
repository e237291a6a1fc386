// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { I18nContextProvider, RecordContextProvider, testI18nProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { FormattedField } from './FormattedField';

function renderIn(locale: string, record: Record<string, unknown>, node: React.ReactNode) {
  const i18nProvider = { ...testI18nProvider(), getLocale: () => locale };
  return render(
    <I18nContextProvider value={i18nProvider}>
      <RecordContextProvider value={{ id: 1, ...record }}>{node}</RecordContextProvider>
    </I18nContextProvider>,
  );
}

describe('FormattedField', () => {
  it('shows a calendar day in the language, with its machine-readable day', () => {
    renderIn('pt', { startDate: '2026-01-10' }, <FormattedField source="startDate" format="day" />);
    const time = screen.getByText('10/01/2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-01-10');
  });

  it('shows numbers with the language separators and the empty text for no value', () => {
    renderIn(
      'es',
      { weight: 12345.5 },
      <>
        <FormattedField source="weight" format="number" />
        <FormattedField source="none" format="day" emptyText="—" />
      </>,
    );
    expect(screen.getByText('12.345,5')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
  });

  it('shows an instant to the minute', () => {
    renderIn('en', { at: '2026-01-10T15:04:05.000Z' }, <FormattedField source="at" format="instant" />);
    const time = document.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-01-10T15:04:05.000Z');
    expect(time.textContent).toMatch(/^\d{2}\/\d{2}\/2026, \d{1,2}:\d{2} (AM|PM)$/);
  });

  it('in a table cell, writes the same text and machine-readable day without a typography wrapper', () => {
    const { container } = renderIn(
      'pt',
      { startDate: '2026-01-10', weight: 3.5 },
      <>
        <FormattedField source="startDate" format="day" inCell />
        <FormattedField source="weight" format="number" inCell />
        <FormattedField source="none" format="day" inCell emptyText="—" />
      </>,
    );
    expect(container.innerHTML).toBe('<time datetime="2026-01-10" style="white-space: nowrap;">10/01/2026</time><span>3,5</span><span>—</span>');
  });
});
