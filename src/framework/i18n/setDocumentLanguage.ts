import { languageTag } from '../formats/localeFormat';

/** `<html lang>` follows the app's language (screen readers, hyphenation, the browser's own date inputs); no-op without a DOM. */
export function setDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(locale);
}
