// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { StatusBadge } from './StatusBadge';

afterEach(cleanup);

const drawn = (node: React.ReactNode) => render(<I18nContextProvider value={polyglotI18nProvider(() => en, 'en')}>{node}</I18nContextProvider>);

describe('StatusBadge', () => {
  it("writes the status in its colour's text on its colour, with its phase translated and edged in the same colour", () => {
    drawn(<StatusBadge label="Blocked" color="orange" phase="conclusive" />);
    const label = screen.getByText('Blocked');
    expect(label.style.backgroundColor).toBe('rgb(180, 83, 9)');
    expect(label.style.color).toBe('rgb(255, 255, 255)');
    const phase = screen.getByText(en.app.phase.conclusive);
    expect(phase.style.borderColor).toBe('rgb(180, 83, 9)');
  });

  it('shows the label alone when the status has no phase', () => {
    const { container } = drawn(<StatusBadge label="Draft" color="grey" />);
    expect(container.textContent).toBe('Draft');
  });
});
