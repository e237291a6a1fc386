import { useEffect, useRef } from 'react';
import { useLocale } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { usePageCatalogue } from '../../framework/pages/PageCatalogueContext';
import { LANGUAGE_CHANGE_EVENT, languageChangeEffect } from './languageChangeRules';

/** Applies spec §4's language-change rules to the page on screen, as its declaration says (the choice itself is stored by the i18n provider). */
export function LanguageChangeEffects() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const pages = usePageCatalogue();
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    const effect = languageChangeEffect(pages.pageOf(pathname));
    if (effect === 'reload') window.location.reload();
    else if (effect === 'dispatch') window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: locale }));
  }, [locale, pathname, pages]);
  return null;
}
