// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_LOCALES as LOCALES } from '../../productLanguages';
import { LanguageFlag } from './LanguageFlag';

describe('LanguageFlag', () => {
  it('shows Brazil for Portuguese, as the product does', () => {
    const { container } = render(<LanguageFlag locale="pt" />);
    expect(container.querySelector('svg')?.getAttribute('data-flag')).toBe('br');
  });

  it('draws a distinct flag for every language, hidden from screen readers', () => {
    const countries = LOCALES.map((locale) => {
      const { container } = render(<LanguageFlag locale={locale} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.children.length).toBeGreaterThan(0);
      return svg?.getAttribute('data-flag');
    });
    expect(new Set(countries).size).toBe(LOCALES.length);
  });
});
