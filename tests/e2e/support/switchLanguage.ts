import type { Page } from 'playwright-core';
import type { Language } from './localeText';

/** Each language as the header's language menu names it. */
const LANGUAGE_NAMES: Record<Language, string> = { pt: 'Português', en: 'English', es: 'Español' };

/** Switches the language with the header's language menu, on the same page load (no reload: the page re-renders in place). */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page
    .getByRole('button', { name: /português|english|español|idioma|language/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: LANGUAGE_NAMES[language] }).click();
}
