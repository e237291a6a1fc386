// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { BADGE_COLORS } from './badgeColors';
import { StatusBadge } from './StatusBadge';

afterEach(cleanup);

const drawn = (node: React.ReactNode) => render(<I18nContextProvider value={polyglotI18nProvider(() => en, 'en')}>{node}</I18nContextProvider>);

describe('StatusBadge', () => {
  it("writes the status in its colour's text on its colour, with its phase translated and edged in the same colour", () => {
    drawn(<StatusBadge label="Blocked" color="orange" phase="conclusive" />);
    const label = screen.getByText('Blocked');
    expect(label.style.backgroundColor).toBe(BADGE_COLORS.orange.background);
    expect(label.style.color).toBe(BADGE_COLORS.orange.color);
    const phase = screen.getByText(en.app.phase.conclusive);
    expect(phase.style.borderColor).toBe(BADGE_COLORS.orange.background);
  });

  it('shows the label alone when the status has no phase', () => {
    const { container } = drawn(<StatusBadge label="Draft" color="grey" />);
    expect(container.textContent).toBe('Draft');
  });
});
